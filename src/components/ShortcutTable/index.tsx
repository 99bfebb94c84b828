import React from 'react';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

export interface KeyShortcut {
  /** Alternative combinations; each is the list of keys pressed together. */
  combos: readonly (readonly string[])[];
  action: string;
}

/** One key combination as <kbd> elements joined by "+". */
export function KeyCombo({keys}: {keys: readonly string[]}): React.ReactElement {
  return (
    <span className={styles.combo}>
      {keys.map((key, index) => (
        <React.Fragment key={key}>
          {index > 0 && ' + '}
          <kbd>{key}</kbd>
        </React.Fragment>
      ))}
    </span>
  );
}

/** A keyboard shortcut table: alternatives are joined with "or". */
export default function ShortcutTable({shortcuts, caption}: {shortcuts: readonly KeyShortcut[]; caption: string}): React.ReactElement {
  return (
    <DataTable
      caption={caption}
      rows={shortcuts}
      rowKey={(row) => row.action}
      columns={[
        {
          label: 'Keys',
          nowrap: true,
          cell: (row) =>
            row.combos.map((keys, index) => (
              <React.Fragment key={keys.join('+')}>
                {index > 0 && ' or '}
                <KeyCombo keys={keys} />
              </React.Fragment>
            )),
        },
        {label: 'Action', cell: (row) => row.action},
      ]}
    />
  );
}
