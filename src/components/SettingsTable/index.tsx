import React from 'react';
import ScrollTable from '@site/src/components/ScrollTable';
import {settingTypeLabels, type Setting} from '@site/src/data/settings';
import styles from './styles.module.css';

export interface SettingsTableProps {
  settings: readonly Setting[];
  /** Short caption, e.g. "Duel settings". */
  caption?: string;
}

/** A dash the screen reader reads as words. */
function NotPublished(): React.ReactElement {
  return (
    <span className={styles.dash} title="Not published">
      <span aria-hidden="true">—</span>
      <span className={styles.visuallyHidden}>Not published</span>
    </span>
  );
}

/**
 * Any list of dashboard settings as a plain table: name, type, default, allowed range and
 * meaning. Works without JavaScript; a dash marks a value the provider does not publish.
 */
export default function SettingsTable({settings, caption}: SettingsTableProps): React.ReactElement {
  const hasGaps = settings.some((s) => s.default === null || s.range === undefined);
  return (
    <div>
      <ScrollTable caption={caption} testId="settings-table">
        <thead>
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Range or allowed values</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {settings.map((setting) => (
            <tr key={setting.name} data-setting={setting.name}>
              <th scope="row" className={styles.name}>
                {setting.name}
              </th>
              <td>{settingTypeLabels[setting.type]}</td>
              <td data-column="default">{setting.default === null ? <NotPublished /> : <code>{setting.default}</code>}</td>
              <td>{setting.range ?? <NotPublished />}</td>
              <td>{setting.meaning}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {hasGaps && (
        <p className={styles.legend}>
          A dash means the value is not published. Your dashboard shows the value your channel uses.
        </p>
      )}
    </div>
  );
}
