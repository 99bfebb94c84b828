/**
 * The Fields JSON: validation with line and column, the `fieldData` a widget receives, and the
 * `{{key}}` / `{key}` substitution the overlay editor applies to HTML, CSS and JS.
 */
import {fieldTypes, unknownFieldTypeBecomes} from '@site/src/data/overlays/fields';
import {checkValue, tooDeepAt} from '@site/src/tools/values';
import {jsonErrorOffset} from './jsonError';
import {PLAYGROUND_LIMITS} from './limits';

export interface FieldDefinition {
  type: string;
  label?: string;
  value?: unknown;
  group?: string;
  options?: Record<string, string>;
  min?: number;
  max?: number;
  step?: number;
  multiple?: boolean;
}

export type Fields = Record<string, FieldDefinition>;
export type FieldData = Record<string, unknown>;

export interface JsonProblem {
  message: string;
  line: number;
  column: number;
  /** Offset in the text, for editors that mark ranges. */
  offset: number;
}

export type Parsed<T> = {ok: true; value: T} | {ok: false; problem: JsonProblem};

export const knownFieldTypes: readonly string[] = fieldTypes.map((field) => field.type);


function position(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return {line: lines.length, column: (lines[lines.length - 1] ?? '').length + 1};
}

/** JSON.parse with the error's line and column (from the engine's message when it gives one). Nesting is capped before parsing. */
export function parseJson(text: string): Parsed<unknown> {
  const deep = tooDeepAt(text, PLAYGROUND_LIMITS.jsonDepth);
  if (deep >= 0) return {ok: false, problem: {message: `The JSON is nested more than ${PLAYGROUND_LIMITS.jsonDepth} levels deep, the most the playground reads`, offset: deep, ...position(text, deep)}};
  try {
    return {ok: true, value: JSON.parse(text)};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const found = jsonErrorOffset(text);
    const offset = found < 0 ? text.length : found;
    const where = position(text, offset);
    // Engines add positions and a copy of the text to the message; the panel shows its own.
    const reason = message.split(/,? "|\s*(?:in JSON )?at position|\s*\(line/)[0] ?? message;
    return {ok: false, problem: {message: reason, offset, ...where}};
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with one field's settings, in a phrase; null when the panel can show it. */
function fieldProblem(field: Record<string, unknown>): string | null {
  for (const key of ['label', 'group'] as const) {
    if (field[key] !== undefined && typeof field[key] !== 'string') return `its "${key}" must be text, not ${describe(field[key])}`;
  }
  for (const key of ['min', 'max', 'step'] as const) {
    if (field[key] !== undefined && (typeof field[key] !== 'number' || !Number.isFinite(field[key]))) return `its "${key}" must be a number, not ${describe(field[key])}`;
  }
  if (field.multiple !== undefined && typeof field.multiple !== 'boolean') return `its "multiple" must be true or false, not ${describe(field.multiple)}`;
  if (field.options !== undefined) {
    if (!isObject(field.options)) return `its "options" must be an object of value: label pairs, not ${describe(field.options)}`;
    const bad = Object.entries(field.options).find(([, label]) => typeof label !== 'string' && typeof label !== 'number');
    if (bad) return `its option "${bad[0]}" must have a text label, not ${describe(bad[1])}`;
  }
  if (field.value !== undefined) {
    const checked = checkValue(field.value, {maxDepth: PLAYGROUND_LIMITS.jsonDepth, maxChars: PLAYGROUND_LIMITS.fieldValueChars});
    if (!checked.ok) return `its "value" cannot be used: ${checked.reason}`;
  }
  return null;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : typeof value === 'string' ? 'text' : `a ${typeof value}`;
}

/**
 * Parses and checks the Fields JSON: an object of fields, each an object with settings the panel can
 * show. As in the overlay editor, a field whose type is not one the editor knows (misspelt, or left out)
 * is a text field.
 */
export function parseFields(text: string): Parsed<Fields> {
  const parsed = parseJson(text.trim() === '' ? '{}' : text);
  if (!parsed.ok) return parsed;
  const at = (needle: string) => {
    const offset = Math.max(0, text.indexOf(needle));
    return {offset, ...position(text, offset)};
  };
  const value = parsed.value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {ok: false, problem: {message: 'Fields must be one JSON object, with a key per field.', ...at('')}};
  const fields: Fields = {};
  for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
    if (!field || typeof field !== 'object' || Array.isArray(field)) return {ok: false, problem: {message: `Field "${name}" must be an object with a "type".`, ...at(`"${name}"`)}};
    const type = (field as {type?: unknown}).type;
    const problem = fieldProblem(field as Record<string, unknown>);
    if (problem) return {ok: false, problem: {message: `Field "${name}": ${problem}`, ...at(`"${name}"`)}};
    fields[name] = typeof type === 'string' && knownFieldTypes.includes(type) ? (field as FieldDefinition) : {...(field as FieldDefinition), type: unknownFieldTypeBecomes};
  }
  return {ok: true, value: fields};
}

function defaultValue(field: FieldDefinition): unknown {
  if (field.value !== undefined) return field.value;
  switch (field.type) {
    case 'checkbox':
      return false;
    case 'number':
    case 'slider':
      return field.min ?? 0;
    case 'dropdown':
      return Object.keys(field.options ?? {})[0] ?? '';
    case 'image-input':
    case 'video-input':
    case 'sound-input':
      return field.multiple ? [] : '';
    default:
      return '';
  }
}

/** `fieldData`: every field's current value (an override from the form, else its default). */
export function fieldDataOf(fields: Fields, overrides: FieldData = {}): FieldData {
  const data: FieldData = {};
  for (const [name, field] of Object.entries(fields)) data[name] = name in overrides ? overrides[name] : defaultValue(field);
  return data;
}

const placeholder = /\{\{\s*([\w-]+)\s*\}\}|\{([\w-]+)\}/g;

/** Replaces `{{key}}` and `{key}` with the field's value, for keys that are fields; others stay as typed. */
export function substituteFields(text: string, fieldData: FieldData): string {
  return text.replace(placeholder, (whole, double: string | undefined, single: string | undefined) => {
    const name = double ?? single ?? '';
    if (!Object.prototype.hasOwnProperty.call(fieldData, name)) return whole;
    const value = fieldData[name];
    return Array.isArray(value) ? value.join(',') : String(value);
  });
}
