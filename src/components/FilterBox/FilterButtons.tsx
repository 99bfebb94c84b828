import React, {useId} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

export interface FilterButtonsProps<Value extends string> {
  /** Names the group, e.g. "Platform". */
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly {value: Value; label: string}[];
  testId?: string;
}

/**
 * A row of toggle buttons that narrows a table to one choice, placed inside a FilterBox. Buttons,
 * not a menu, so a mouse, the keyboard (Tab, then Enter or Space) and a plain click event sent by
 * voice control or switch access all work the same way.
 */
export default function FilterButtons<Value extends string>({label, value, onChange, options, testId}: FilterButtonsProps<Value>): React.ReactElement {
  const ready = useIsBrowser();
  const id = useId();
  return (
    <div className={styles.control}>
      <span id={id} className={styles.groupLabel}>
        {label}
      </span>
      <div className={styles.buttons} role="group" aria-labelledby={id} data-testid={testId}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.button}
            aria-pressed={option.value === value}
            disabled={!ready}
            onClick={() => onChange(option.value)}>
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
