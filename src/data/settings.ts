/**
 * Shared shapes for anything a streamer configures in the dashboard: module settings,
 * spam filter settings and timer fields. One shape, so one table component renders them all.
 */

/** How a setting is entered; decides the label in the "Type" column. */
export type SettingType =
  | 'switch'
  | 'number'
  | 'points'
  | 'seconds'
  | 'minutes'
  | 'duration'
  | 'percent'
  | 'text'
  | 'template'
  | 'list'
  | 'choice'
  | 'user-groups'
  | 'argument';

export const settingTypeLabels: Record<SettingType, string> = {
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
};

export interface Setting {
  name: string;
  type: SettingType;
  /**
   * The value a new channel starts with. `null` says, on purpose, that the provider
   * publishes no default; the table shows a dash and explains it. Never omit the key.
   */
  default: string | null;
  /** Allowed values or limits, in words ("10 to 1,800 seconds"); omit when none are published. */
  range?: string;
  /** What the setting changes, in one or two sentences. */
  meaning: string;
  /**
   * Set when the provider's own pages disagree about this setting or show it in one version only:
   * says, in one sentence, what is not confirmed. The table marks the row with it.
   */
  unconfirmed?: string;
}

/** A `{word}` the bot replaces inside a message template. */
export interface Placeholder {
  token: string;
  meaning: string;
}

export interface MessageTemplate {
  name: string;
  /** When the bot sends it. */
  sentWhen: string;
  /** The `{tokens}` this template accepts; each must be documented in the page's placeholder list. */
  placeholders: readonly string[];
  /** The text a new channel starts with, when the provider publishes it. */
  default?: string;
}

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

const settingTypes = new Set(Object.keys(settingTypeLabels));

/** Problems with one setting, each message naming the page and the field. */
export function settingProblems(where: string, setting: Setting, index: number): string[] {
  const at = `${where} › settings[${index}]${setting?.name ? ` "${setting.name}"` : ''}`;
  const problems: string[] = [];
  if (!setting || typeof setting !== 'object') return [`${at}: is not an object`];
  if (!setting.name?.trim()) problems.push(`${at} › name: must not be empty`);
  if (!settingTypes.has(setting.type)) problems.push(`${at} › type: "${String(setting.type)}" is not a known setting type`);
  if (!('default' in setting)) problems.push(`${at} › default: missing (use null when no default is published)`);
  else if (setting.default !== null && (typeof setting.default !== 'string' || !setting.default.trim()))
    problems.push(`${at} › default: must be a non-empty string, or null when no default is published`);
  if (setting.range !== undefined && !setting.range.trim()) problems.push(`${at} › range: must not be empty when given`);
  if (!setting.meaning?.trim()) problems.push(`${at} › meaning: must not be empty`);
  if (setting.unconfirmed !== undefined && !setting.unconfirmed.trim())
    problems.push(`${at} › unconfirmed: say what is not confirmed, or leave the key out`);
  return problems;
}

/** Problems with a page's templates and placeholder list. */
export function templateProblems(where: string, templates: readonly MessageTemplate[], placeholders: readonly Placeholder[]): string[] {
  const documented = new Set(placeholders.map((p) => p.token));
  const problems: string[] = [];
  placeholders.forEach((p, i) => {
    if (!/^\{[a-z_]+\}$/.test(p.token)) problems.push(`${where} › placeholders[${i}] › token: "${p.token}" must look like {word}`);
    if (!p.meaning?.trim()) problems.push(`${where} › placeholders[${i}] "${p.token}" › meaning: must not be empty`);
  });
  templates.forEach((t, i) => {
    const at = `${where} › templates[${i}] "${t.name}"`;
    if (!t.name?.trim()) problems.push(`${at} › name: must not be empty`);
    if (!t.sentWhen?.trim()) problems.push(`${at} › sentWhen: must not be empty`);
    const used = [...t.placeholders, ...(t.default ? placeholdersIn(t.default) : [])];
    for (const token of used)
      if (!documented.has(token)) problems.push(`${at} › placeholders: ${token} is not documented in the page's placeholder list`);
    if (t.default) {
      const declared = new Set(t.placeholders);
      for (const token of placeholdersIn(t.default))
        if (!declared.has(token)) problems.push(`${at} › default: uses ${token}, which the template does not declare`);
    }
  });
  return problems;
}
