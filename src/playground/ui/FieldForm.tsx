/**
 * The widget's settings as the editor's left panel would show them; a change re-runs the widget.
 * Fields without a group come first, under the panel's own heading; each group gets a fieldset.
 * The field a `?try=field:…` link added is scrolled into view and outlined.
 */
import React, {useEffect, useRef} from 'react';
import {buttons} from './buttons';
import type {FieldData, FieldDefinition, Fields} from '../logic/fields';
import {styles} from './styles';

export interface FieldFormProps {
  fields: Fields;
  data: FieldData;
  highlight: string | null;
  onChange: (key: string, value: unknown) => void;
  onButton: (key: string, value: unknown) => void;
}

function Control({name, field, value, onChange, onButton}: {name: string; field: FieldDefinition; value: unknown; onChange: FieldFormProps['onChange']; onButton: FieldFormProps['onButton']}) {
  const id = `pg-field-${name}`;
  const label = field.label ?? name;
  const text = (type: string) => <input id={id} type={type} value={String(value ?? '')} onChange={(event) => onChange(name, event.target.value)} />;
  const number = (type: 'number' | 'range') => (
    <input id={id} type={type} min={field.min} max={field.max} step={field.step} value={Number(value ?? 0)} onChange={(event) => onChange(name, Number(event.target.value))} />
  );
  switch (field.type) {
    case 'button':
      return (
        <button type="button" className={buttons.secondary} onClick={() => onButton(name, field.value)}>
          {label}
        </button>
      );
    case 'checkbox':
      return (
        <label htmlFor={id} className={styles.checkboxLabel}>
          <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(name, event.target.checked)} /> {label}
        </label>
      );
    default:
      break;
  }
  let control: React.ReactElement;
  if (field.type === 'colorpicker') control = text('color');
  else if (field.type === 'number') control = number('number');
  else if (field.type === 'slider') control = number('range');
  else if (field.type === 'dropdown') {
    control = (
      <select id={id} value={String(value ?? '')} onChange={(event) => onChange(name, event.target.value)}>
        {Object.entries(field.options ?? {}).map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    );
  } else control = text('text');
  return (
    <>
      <label htmlFor={id}>
        {label}
        {field.type === 'slider' ? `: ${String(value)}` : ''}
        {['image-input', 'video-input', 'sound-input'].includes(field.type) ? ' (URL; only data: URLs load here)' : ''}
      </label>
      {control}
    </>
  );
}

export default function FieldForm({fields, data, highlight, onChange, onButton}: FieldFormProps): React.ReactElement {
  const visible = Object.entries(fields).filter(([, field]) => field.type !== 'hidden');
  const groups = new Map<string, [string, FieldDefinition][]>();
  for (const entry of visible) groups.set(entry[1].group ?? '', [...(groups.get(entry[1].group ?? '') ?? []), entry]);
  const hidden = Object.entries(fields).filter(([, field]) => field.type === 'hidden');
  const highlighted = useRef<HTMLElement | null>(null);
  useEffect(() => {
    highlighted.current?.scrollIntoView({block: 'center'});
  }, []);
  const controls = (entries: [string, FieldDefinition][]) =>
    entries.map(([name, field]) => (
      <div key={name} ref={name === highlight ? (element) => void (highlighted.current = element) : undefined} className={name === highlight ? `${styles.field} ${styles.highlight}` : styles.field}>
        <Control name={name} field={field} value={data[name]} onChange={onChange} onButton={onButton} />
      </div>
    ));
  return (
    <div className={styles.fieldForm}>
      {visible.length === 0 && <p className={styles.note}>This widget has no visible fields.</p>}
      {[...groups.entries()].map(([group, entries]) =>
        group === '' ? (
          <React.Fragment key="">{controls(entries)}</React.Fragment>
        ) : (
          <fieldset key={group} className={styles.fieldGroup}>
            <legend>{group}</legend>
            {controls(entries)}
          </fieldset>
        ),
      )}
      {hidden.length > 0 && (
        <p className={styles.note}>
          Hidden fields (set in Fields or by code):{' '}
          {hidden.map(([name], index) => (
            <React.Fragment key={name}>
              {index > 0 && ', '}
              <code ref={name === highlight ? (element) => void (highlighted.current = element) : undefined} className={name === highlight ? styles.highlight : undefined}>
                {name} = {JSON.stringify(data[name])}
              </code>
            </React.Fragment>
          ))}
        </p>
      )}
    </div>
  );
}
