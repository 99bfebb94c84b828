/**
 * One filter's settings: the shared ones (on/off, penalty, timeout, excluded groups, message,
 * announcement) and its own limits, each labelled with the dashboard's name from src/data/filters
 * and whether its starting value is published or the bench's own.
 */
import React from 'react';
import {filterBySlug, filterPenalties} from '@site/src/data/filters';
import {platformLabels} from '@site/src/data/platforms';
import {filterName, publishedDefaults, startingSettings} from '../model/settings';
import type {CommonSettings, ExcludableGroup, FilterId, FilterSettingsById} from '../model/types';
import BannedGroups from './BannedGroups';
import {CheckField, FieldGroup, ListField, NumberField, SelectField, TextField} from './fields';
import styles from './bench.module.css';

const penaltyOptions = filterPenalties.map((p) => ({value: p.id, label: p.platforms ? `${p.label} (${p.platforms.map((id) => platformLabels[id]).join(', ')} only)` : p.label}));
const groups: readonly ExcludableGroup[] = ['subscribers', 'regulars', 'VIPs'];
const start = startingSettings();

/** The setting's dashboard name and meaning, from the filter's data. */
function setting(filter: FilterId, name: string): {label: string; meaning: string; range?: string} {
  const found = filterBySlug(filter).settings.find((s) => s.name === name);
  if (!found) throw new Error(`No setting "${name}" in the ${filter} filter's data.`);
  return {label: found.name, meaning: found.meaning, range: found.range ?? undefined};
}

/** "No default is published; the bench starts at 20." or "Published default: 1." */
function startNote(filter: FilterId, key: string): string {
  const published = publishedDefaults[filter]?.[key];
  const value = (start.filters[filter] as unknown as Record<string, unknown>)[key];
  return published !== undefined && published !== null ? `Published default: ${published}.` : `No default is published; the bench starts at ${String(value)}.`;
}

interface Spec {
  key: string;
  name: string;
  max?: number;
  step?: number;
}

const numbers: Partial<Record<FilterId, Spec[]>> = {
  caps: [
    {key: 'maxAmount', name: 'Maximum amount'},
    {key: 'maxPercent', name: 'Maximum percent', max: 100},
    {key: 'minCharacters', name: 'Minimum characters'},
  ],
  symbol: [
    {key: 'maxAmount', name: 'Maximum amount'},
    {key: 'maxPercent', name: 'Maximum percent', max: 100},
    {key: 'minAmount', name: 'Minimum amount'},
  ],
  emotes: [{key: 'maxAmount', name: 'Maximum amount'}],
  paragraph: [{key: 'maxAmount', name: 'Maximum amount'}],
  zalgo: [{key: 'maxAmount', name: 'Maximum amount'}],
  repetition: [
    {key: 'maxRepetitions', name: 'Maximum word repetitions'},
    {key: 'minCharacters', name: 'Minimum characters'},
  ],
  'one-man-spam': [
    {key: 'minCharacters', name: 'Minimum characters'},
    {key: 'minMessages', name: 'Minimum messages'},
    {key: 'lookbackSeconds', name: 'Lookback'},
    {key: 'threshold', name: 'Threshold', max: 1, step: 0.01},
  ],
  links: [{key: 'permitSeconds', name: 'Permit duration'}],
  language: [{key: 'minConfidence', name: 'Minimum percentage / Minimum detection confidence', max: 100}],
};

interface Props<F extends FilterId> {
  filter: F;
  value: FilterSettingsById[F];
  onChange: (next: FilterSettingsById[F]) => void;
}

export default function FilterSettings<F extends FilterId>({filter, value, onChange}: Props<F>): React.ReactElement {
  const set = (changes: Record<string, unknown>) => onChange({...value, ...changes} as FilterSettingsById[F]);
  const common: CommonSettings = value;
  const record = value as unknown as Record<string, number>;
  return (
    <FieldGroup.Provider value={filterName(filter)}>
      <div className={styles.settingsGrid}>
        <CheckField label="On" checked={common.enabled} onChange={(enabled) => set({enabled})} />
        {(numbers[filter] ?? []).map((spec) => {
          const {label, meaning} = setting(filter, spec.name);
          return (
            <NumberField
              key={spec.key}
              label={label}
              value={record[spec.key]!}
              max={spec.max}
              step={spec.step}
              hint={`${meaning} ${startNote(filter, spec.key)}`}
              onChange={(n) => set({[spec.key]: n})}
            />
          );
        })}
        {filter === 'links' && (
          <>
            <ListField label="Allowlist" value={(value as FilterSettingsById['links']).allowlist} hint={setting('links', 'Allowlist').meaning} onChange={(allowlist) => set({allowlist})} />
            <ListField label="Blocklist" value={(value as FilterSettingsById['links']).blocklist} hint={setting('links', 'Blocklist').meaning} onChange={(blocklist) => set({blocklist})} />
          </>
        )}
        {filter === 'language' && (
          <>
            <ListField label="Allowed languages" value={(value as FilterSettingsById['language']).allowed} hint={setting('language', 'Allowed languages').range} onChange={(allowed) => set({allowed})} />
            <ListField
              label="Excluded characters / Ignored words"
              value={(value as FilterSettingsById['language']).leftOut}
              hint={setting('language', 'Excluded characters / Ignored words').meaning}
              onChange={(leftOut) => set({leftOut})}
            />
          </>
        )}
        {filter === 'bannedwords' ? (
          <BannedGroups value={(value as FilterSettingsById['bannedwords']).groups} onChange={(g) => set({groups: g})} />
        ) : (
          <>
            <SelectField label="Penalty" value={common.penalty} options={penaltyOptions} onChange={(penalty) => set({penalty})} />
            <NumberField
              label="Timeout duration (seconds)"
              value={common.timeoutSeconds}
              max={1_209_600}
              hint={filter === 'links' ? 'A blocklisted link gets twice this. 0 deletes the message only.' : '0 deletes the message only.'}
              onChange={(timeoutSeconds) => set({timeoutSeconds})}
            />
          </>
        )}
        <fieldset className={styles.setting}>
          <legend>Excluded user groups</legend>
          {groups.map((group) => (
            <CheckField
              key={group}
              label={group}
              checked={common.excluded.includes(group)}
              onChange={(on) => set({excluded: on ? [...common.excluded, group] : common.excluded.filter((g) => g !== group)})}
            />
          ))}
          <span className={styles.hint}>None ticked: no one is excluded.</span>
        </fieldset>
        <TextField label="Custom message" value={common.message} onChange={(message) => set({message})} />
        <CheckField label="Announcement (post the Custom message in chat)" checked={common.announce} onChange={(announce) => set({announce})} />
        <NumberField label="Announcement cooldown (seconds)" value={common.announceCooldownSeconds} onChange={(announceCooldownSeconds) => set({announceCooldownSeconds})} />
      </div>
    </FieldGroup.Provider>
  );
}
