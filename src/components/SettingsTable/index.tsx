import React from 'react';
import DataTable from '@site/src/components/DataTable';
import {settingTypeLabels, type Setting} from '@site/src/data/settings';
import styles from './styles.module.css';

export interface SettingsTableProps {
  settings: readonly Setting[];
  /** Short caption, e.g. "Duel settings"; without one the table is named "Settings" for screen readers only. */
  caption?: string;
}

/** A dash that assistive technology reads as words. */
const notPublished = (
  <span role="img" aria-label="Not published" title="Not published" className={styles.dash}>
    —
  </span>
);

/** The meaning, and what is not confirmed about the setting when the provider's pages disagree. */
function Meaning({setting}: {setting: Setting}): React.ReactElement {
  if (!setting.unconfirmed) return <>{setting.meaning}</>;
  return (
    <>
      {setting.meaning}{' '}
      <span className={styles.unconfirmed} data-testid="setting-unconfirmed">
        <strong>Not confirmed:</strong> {setting.unconfirmed}
      </span>
    </>
  );
}

/**
 * Any list of dashboard settings as a plain table: name, type, default, allowed range and
 * meaning. A dash marks a value the provider does not publish, explained once under the table.
 */
export default function SettingsTable({settings, caption}: SettingsTableProps): React.ReactElement {
  const hasGaps = settings.some((s) => s.default === null || s.range === undefined);
  return (
    <div>
      <DataTable
        caption={caption ?? 'Settings'}
        showCaption={caption !== undefined}
        testId="settings-table"
        rowHeaders
        rows={settings}
        rowKey={(s) => s.name}
        columns={[
          {label: 'Setting', nowrap: true, cell: (s) => s.name},
          {label: 'Type', nowrap: true, cell: (s) => settingTypeLabels[s.type]},
          {label: 'Default', nowrap: true, cell: (s) => (s.default === null ? notPublished : <code>{s.default}</code>)},
          {label: 'Range or allowed values', cell: (s) => s.range ?? notPublished},
          {label: 'What it does', cell: (s) => <Meaning setting={s} />},
        ]}
      />
      {hasGaps && <p className={styles.legend}>A dash means the value is not published. Your dashboard shows the value your channel uses.</p>}
    </div>
  );
}
