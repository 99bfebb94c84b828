import React, {useId} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

export interface FilterBoxProps {
  /** Name of the search landmark, e.g. "Default commands". */
  name: string;
  /** Visible label of the text box, e.g. "Filter commands". */
  label: string;
  placeholder: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** The live count reads "Showing {shown} of {total} {noun}". */
  shown: number;
  total: number;
  noun: string;
  /**
   * The box can only filter once the page has hydrated. Until then it is shown disabled, or with
   * `hideUntilReady` left out together with its count.
   */
  hideUntilReady?: boolean;
  /** More controls beside the text box, such as a FilterSelect. */
  children?: React.ReactNode;
  countTestId?: string;
  /** Called when a visitor reaches for the controls (pointer over them, focus): code a filter needs can load then. */
  onIntent?: () => void;
}

/**
 * The labelled text filter above a reference table, with a live "Showing N of M" count that
 * screen readers announce as it changes. The table itself is rendered in full without JavaScript.
 */
export default function FilterBox({name, label, placeholder, query, onQueryChange, shown, total, noun, hideUntilReady = false, children, countTestId, onIntent}: FilterBoxProps): React.ReactElement | null {
  const ready = useIsBrowser();
  const id = useId();
  if (hideUntilReady && !ready) return null;
  return (
    <div className={styles.box}>
      <div className={styles.controls} role="search" aria-label={name} data-needs-js="" onFocus={onIntent} onPointerEnter={onIntent}>
        <div className={styles.control}>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type="search"
            value={query}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            disabled={!ready}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </div>
        {children}
      </div>
      {/* The count follows the filter, which a Markdown twin does not have: the twin leaves it out. */}
      <p className={styles.status} role="status" aria-live="polite" data-testid={countTestId} data-md-skip="">
        Showing {shown} of {total} {noun}
      </p>
    </div>
  );
}

export interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly {value: Value; label: string}[];
}

/** A labelled menu that narrows the table further, placed inside a FilterBox. */
export function FilterSelect<Value extends string>({label, value, onChange, options}: FilterSelectProps<Value>): React.ReactElement {
  const ready = useIsBrowser();
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={!ready} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
