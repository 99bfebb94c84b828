import React from 'react';
import RowHeaderTable from '@site/src/components/RowHeaderTable';
import {settingTypeLabels, type Setting} from '@site/src/data/settings';
import styles from './styles.module.css';

export interface SettingsTableProps {
  settings: readonly Setting[];
  /** Short caption, e.g. "Duel settings". */
  caption?: string;
}

/** A dash that assistive technology reads as words. */
const notPublished = (
  <span role="img" aria-label="Not published" title="Not published" className={styles.dash}>
    —
  </span>
);

/**
 * Any list of dashboard settings as a plain table: name, type, default, allowed range and
 * meaning. A dash marks a value the provider does not publish, explained once under the table.
 */
export default function SettingsTable({settings, caption}: SettingsTableProps): React.ReactElement {
  const hasGaps = settings.some((s) => s.default === null || s.range === undefined);
  return (
    <div>
      <RowHeaderTable
        caption={caption}
        testId="settings-table"
        columns={['Setting', 'Type', 'Default', 'Range or allowed values', 'What it does']}
        rows={settings.map((s) => ({
          key: s.name,
          header: <span className={styles.name}>{s.name}</span>,
          cells: [settingTypeLabels[s.type], s.default === null ? notPublished : <code>{s.default}</code>, s.range ?? notPublished, s.meaning],
        }))}
      />
      {hasGaps && <p className={styles.legend}>A dash means the value is not published. Your dashboard shows the value your channel uses.</p>}
    </div>
  );
}
