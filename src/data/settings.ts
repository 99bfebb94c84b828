/**
 * Shared shapes for anything a streamer configures in the dashboard: module settings,
 * spam filter settings and timer fields. One shape, so one table component renders them all.
 */

import type {z} from 'zod';
import type {messageTemplateSchema, placeholderSchema, settingSchema} from './validation/settings';

/** How a setting is entered, and the label it gets in the "Type" column. */
export const settingTypeLabels = {
  switch: 'On / off',
  number: 'Number',
  points: 'Points',
  seconds: 'Seconds',
  minutes: 'Minutes',
  /** A length of time whose unit the provider does not publish. */
  duration: 'Duration',
  percent: 'Percent',
  text: 'Text',
  template: 'Message template',
  list: 'List',
  choice: 'Choice',
  'user-groups': 'User groups',
  argument: 'Command argument',
} as const satisfies Record<string, string>;

export type SettingType = keyof typeof settingTypeLabels;

/**
 * One setting: `default` is the value a new channel starts with, `null` on purpose where the
 * provider publishes none (never omitted); `range` the allowed values in words; `unconfirmed`, in
 * one sentence, what the provider's pages disagree on. Shape and rules: src/data/validation/settings.ts.
 */
export type Setting = z.input<typeof settingSchema>;

/** A `{word}` the bot replaces inside a message template. */
export type Placeholder = z.input<typeof placeholderSchema>;

/** A message the bot sends; `placeholders` are the `{tokens}` it accepts, `default` its published text. */
export type MessageTemplate = z.input<typeof messageTemplateSchema>;

/** The published default of a named setting; throws when there is none, so a caller never reads a guess. */
export function settingDefault(settings: readonly Setting[], name: string): string {
  const found = settings.find((setting) => setting.name === name);
  if (!found || found.default === null) throw new Error(`No published default for setting "${name}" (have: ${settings.map((s) => s.name).join(', ')}).`);
  return found.default;
}

/** Finds `{token}` placeholders in a template, skipping `${variables}`. */
export function placeholdersIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<!\$)\{([a-z_]+)\}/g)) found.add(`{${match[1]}}`);
  return [...found];
}
