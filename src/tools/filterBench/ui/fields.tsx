/** Small form controls the bench's settings share: numbers kept as typed until valid, lists one a line. */
import React, {createContext, useContext, useEffect, useId, useState} from 'react';
import tools from '@site/src/css/tools.module.css';
import styles from './bench.module.css';
import {MAX_LIST, MAX_TEXT} from '../model/draft';

/**
 * The filter the fields set: each filter's panel has the same labels ("On", "Penalty"), so each
 * field's accessible name adds it ("On, Caps"), for a screen reader's list of fields and for voice
 * control, and still starts with the label a reader sees.
 */
export const FieldGroup = createContext('');

/** The field's accessible name inside a group; none (its label names it) outside one. */
function useGroupName(label: string): string | undefined {
  const group = useContext(FieldGroup);
  return group ? `${label}, ${group}` : undefined;
}

interface NumberProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  hint?: string;
}

/** A number field: what is typed stays as typed; only a number within range reaches the settings, else the field says why. */
export function NumberField({label, value, onChange, min = 0, max = 1_000_000, step = 1, hint}: NumberProps): React.ReactElement {
  const id = useId();
  const name = useGroupName(label);
  const [text, setText] = useState(String(value));
  useEffect(() => {
    if (Number(text) !== value) setText(String(value));
    // Only a change from outside (a reset, my settings) rewrites what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const parsed = text.trim() === '' ? NaN : Number(text);
  const problem = Number.isFinite(parsed) && parsed >= min && parsed <= max ? '' : `Enter a number from ${min} to ${max.toLocaleString('en')}; the bench keeps ${value}.`;
  return (
    <div className={`${tools.field} ${styles.setting}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={tools.control}
        type="number"
        aria-label={name}
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          const next = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(next) && next >= min && next <= max) onChange(next);
        }}
      />
      <span id={`${id}-hint`} className={problem ? styles.problem : styles.hint} role={problem ? 'alert' : undefined}>
        {problem || hint}
      </span>
    </div>
  );
}

interface ListProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  hint?: string;
}

/** The most text a list field holds; entries and their length are bounded by the draft (model/draft.ts). */
const MAX_LIST_CHARS = 20_000;

/** What a list field left out of what was typed or pasted, in one sentence; null when nothing. */
export function listCut(typed: string, entries: readonly string[]): string | null {
  const cuts: string[] = [];
  if (typed.length > MAX_LIST_CHARS) cuts.push(`text past ${MAX_LIST_CHARS.toLocaleString('en')} characters`);
  if (entries.length > MAX_LIST) cuts.push(`${(entries.length - MAX_LIST).toLocaleString('en')} entries past the first ${MAX_LIST}`);
  const long = entries.slice(0, MAX_LIST).filter((entry) => entry.length > MAX_TEXT).length;
  if (long > 0) cuts.push(`the end of ${long === 1 ? 'one entry' : `${long} entries`} longer than ${MAX_TEXT} characters`);
  return cuts.length === 0 ? null : `The bench left out ${cuts.join(', ')}.`;
}

/** A list, one entry a line; blank lines dropped. */
export function ListField({label, value, onChange, hint}: ListProps): React.ReactElement {
  const id = useId();
  const name = useGroupName(label);
  const [text, setText] = useState(value.join('\n'));
  const [cut, setCut] = useState<string | null>(null);
  useEffect(() => {
    if (text.split('\n').map((s) => s.trim()).filter(Boolean).join('\n') !== value.join('\n')) setText(value.join('\n'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <div className={`${tools.field} ${styles.setting}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className={tools.control}
        rows={3}
        aria-label={name}
        value={text}
        spellCheck={false}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          const typed = event.target.value;
          const entries = typed
            .slice(0, MAX_LIST_CHARS)
            .split('\n')
            .map((s) => s.trim())
            .filter(Boolean);
          setCut(listCut(typed, entries));
          setText(typed.slice(0, MAX_LIST_CHARS));
          onChange(entries.slice(0, MAX_LIST).map((s) => s.slice(0, MAX_TEXT)));
        }}
      />
      {cut && (
        <span role="status" className={styles.hint}>
          {cut}
        </span>
      )}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}

export function CheckField({label, checked, onChange}: {label: string; checked: boolean; onChange: (value: boolean) => void}): React.ReactElement {
  const name = useGroupName(label);
  return (
    <label className={styles.check}>
      <input type="checkbox" aria-label={name} checked={checked} onChange={(event) => onChange(event.target.checked)} /> {label}
    </label>
  );
}

export function TextField({label, value, onChange, max = 500}: {label: string; value: string; onChange: (value: string) => void; max?: number}): React.ReactElement {
  const name = useGroupName(label);
  return (
    <label className={`${tools.field} ${styles.setting}`}>
      <span>{label}</span>
      <input className={tools.control} aria-label={name} value={value} maxLength={max} onChange={(event) => onChange(event.target.value.slice(0, max))} />
    </label>
  );
}

export function SelectField<T extends string>({label, value, options, onChange}: {label: string; value: T; options: readonly {value: T; label: string}[]; onChange: (value: T) => void}): React.ReactElement {
  const name = useGroupName(label);
  return (
    <label className={`${tools.field} ${styles.setting}`}>
      <span>{label}</span>
      <select className={tools.control} aria-label={name} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
