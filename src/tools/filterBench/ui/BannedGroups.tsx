/** The banned-words groups: each with its phrases, penalty, scan section, excluded level and ban reason. */
import React, {useContext} from 'react';
import {userLevels, type UserLevelId} from '@site/src/data/userLevels';
import {compilePhrase} from '../model/rules/bannedWords';
import type {BannedGroup, GroupPenalty} from '../model/types';
import {MAX_GROUPS} from '../model/draft';
import {CheckField, FieldGroup, ListField, NumberField, SelectField, TextField} from './fields';
import styles from './bench.module.css';

type PenaltyChoice = 'timeout' | 'ban' | 'warn-and-delete';
const penaltyChoices: {value: PenaltyChoice; label: string}[] = [
  {value: 'timeout', label: 'Timeout (0 deletes only)'},
  {value: 'ban', label: 'Permanent ban'},
  {value: 'warn-and-delete', label: 'Warn and delete (Twitch only)'},
];
const scanChoices = [
  {value: 'message', label: 'Message text'},
  {value: 'username', label: 'Sender’s username'},
  {value: 'both', label: 'Both'},
] as const;
const levelChoices: {value: UserLevelId | 'none'; label: string}[] = [{value: 'none', label: 'No one'}, ...userLevels.map((l) => ({value: l.id, label: `${l.label} and above`}))];

const penaltyOf = (choice: PenaltyChoice, current: GroupPenalty): GroupPenalty =>
  choice === 'timeout' ? {kind: 'timeout', seconds: current.kind === 'timeout' ? current.seconds : 60} : {kind: choice};

export default function BannedGroups({value, onChange}: {value: readonly BannedGroup[]; onChange: (groups: BannedGroup[]) => void}): React.ReactElement {
  const edit = (index: number, changes: Partial<BannedGroup>) => onChange(value.map((g, i) => (i === index ? {...g, ...changes} : g)));
  // Each group's fields are named by the group too ("On, Group 2, Banned words"): every group has an "On".
  const filter = useContext(FieldGroup);
  return (
    <div className={styles.groups}>
      <p className={styles.hint}>Each group’s Timeout length decides its penalty; when several groups match, the harshest wins.</p>
      {value.map((group, index) => {
        const problems = group.phrases.flatMap((p) => {
          const c = compilePhrase(p);
          return c.ok ? [] : [`“${p.text}”: ${c.problem}`];
        });
        return (
          <FieldGroup.Provider key={index} value={[group.name || `Group ${index + 1}`, filter].filter(Boolean).join(', ')}>
            <fieldset className={styles.group}>
              <legend>{group.name || `Group ${index + 1}`}</legend>
              <TextField label="Group name" value={group.name} max={100} onChange={(name) => edit(index, {name})} />
              <CheckField label="On" checked={group.enabled} onChange={(enabled) => edit(index, {enabled})} />
              <ListField label="Plain phrases (one a line; * for any run of non-space characters)" value={group.phrases.filter((p) => !p.regex).map((p) => p.text)} onChange={(texts) => edit(index, {phrases: [...texts.map((text) => ({text, regex: false})), ...group.phrases.filter((p) => p.regex)]})} />
              <ListField label="Regular expressions (one a line, RE2, no slashes)" value={group.phrases.filter((p) => p.regex).map((p) => p.text)} onChange={(texts) => edit(index, {phrases: [...group.phrases.filter((p) => !p.regex), ...texts.map((text) => ({text, regex: true}))]})} />
              {problems.length > 0 && (
                <ul className={styles.problem} aria-label="Entries the bench cannot run">
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )}
              <SelectField label="Timeout length" value={group.penalty.kind as PenaltyChoice} options={penaltyChoices} onChange={(choice) => edit(index, {penalty: penaltyOf(choice, group.penalty)})} />
              {group.penalty.kind === 'timeout' && <NumberField label="Seconds" value={group.penalty.seconds} max={1_209_600} onChange={(seconds) => edit(index, {penalty: {kind: 'timeout', seconds}})} />}
              <SelectField label="Scan section" value={group.scan} options={scanChoices} onChange={(scan) => edit(index, {scan})} />
              <SelectField label="Exclude user group" value={group.excludeLevel} options={levelChoices} onChange={(excludeLevel) => edit(index, {excludeLevel})} />
              <TextField label="Ban reason" value={group.reason} onChange={(reason) => edit(index, {reason})} />
              <button type="button" className="button button--sm button--outline button--danger" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                {`Remove ${group.name || `group ${index + 1}`}`}
              </button>
            </fieldset>
          </FieldGroup.Provider>
        );
      })}
      {value.length < MAX_GROUPS && (
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => onChange([...value, {name: `Group ${value.length + 1}`, enabled: true, penalty: {kind: 'timeout', seconds: 60}, scan: 'message', excludeLevel: 'moderator', reason: '', phrases: []}])}
        >
          Add group
        </button>
      )}
    </div>
  );
}
