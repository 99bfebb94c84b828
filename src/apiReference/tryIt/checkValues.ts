/**
 * Checks what the reader typed against the operation's parameter schemas and body schema before
 * anything is sent, with a message per field that says what is wrong and what is expected. The
 * body is checked with @cfworker/json-schema, which needs no `eval` (the site's CSP allows none).
 */
import {Validator} from '@cfworker/json-schema';
import {GUID_PATTERN} from '../../shared/apiIds';
import type {Json, Operation, Parameter} from '../model';

const GUID = new RegExp(GUID_PATTERN);

/** An id of the API's own form (24 hexadecimal characters). */
export const isApiId = (value: string): boolean => GUID.test(value);
const ISO_DATE = /^(\d{4})-(\d\d)-(\d\d)(?:[T ](\d\d):(\d\d)(?::(\d\d)(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?$/;

/** An ISO 8601 date that names a real day and time: the browser's own parser lets 2026-02-30 and 24:00 through. */
export function isRealIsoDate(value: string): boolean {
  const parts = ISO_DATE.exec(value);
  if (!parts) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day && hour! < 24 && minute! < 60 && second! < 60;
}

/** The problem with one parameter's value, or null when it may be sent. */
export function parameterProblem(param: Parameter, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return param.required ? `Enter a value: ${param.name} is required.` : null;
  // `.` and `..` survive encoding and would change the path itself (`…/points/..` is the collection).
  if (param.in === 'path' && (value === '.' || value === '..')) return `${param.name} cannot be “${value}”: it would change which address the request goes to.`;
  const schema = param.schema;
  if (schema.pattern === GUID_PATTERN) {
    return isApiId(value) ? null : `${param.name} must be an id of 24 hexadecimal characters (0-9, a-f); “${value}” has ${value.length} character${value.length === 1 ? '' : 's'}${/[^0-9a-fA-F]/.test(value) ? ' and others than 0-9 and a-f' : ''}.`;
  }
  if (schema.anyOf) {
    if (/^\d+$/.test(value) || isRealIsoDate(value)) return null;
    return `${param.name} must be milliseconds since the epoch (such as 1767225600000) or an ISO 8601 date (such as 2026-03-01T18:00:00Z).`;
  }
  if (schema.type === 'integer') {
    if (!/^-?\d+$/.test(value)) return `${param.name} must be a whole number.`;
    const number = Number(value);
    if (typeof schema.minimum === 'number' && number < schema.minimum) return `${param.name} must be at least ${schema.minimum}.`;
    if (typeof schema.maximum === 'number' && number > schema.maximum) return `${param.name} must be at most ${schema.maximum}.`;
    return null;
  }
  if (schema.type === 'boolean') return value === 'true' || value === 'false' ? null : `${param.name} must be true or false.`;
  const allowed = (schema.enum ?? (schema.items as Json | undefined)?.enum) as string[] | undefined;
  if (allowed) {
    const values = schema.type === 'array' ? value.split(',').map((v) => v.trim()) : [value];
    if (values.includes('')) return `${param.name} has an empty item: remove the comma too many (several values go as ${allowed.slice(0, 2).join(',')}).`;
    const wrong = values.filter((v) => !allowed.includes(v));
    if (wrong.length > 0) return `${param.name} must be one of ${allowed.join(', ')}${schema.type === 'array' ? ' (several separated by commas)' : ''}; “${wrong.join(', ')}” is not.`;
  }
  return null;
}

/** `#/components/schemas/X` -> `#/$defs/X`: the validator resolves references inside one schema. */
function toDefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toDefs);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace('#/components/schemas/', '#/$defs/') : toDefs(v)]));
}

export type BodyCheck = {ok: true; value: unknown} | {ok: false; problem: string};

/** Parses the body text and checks it against the operation's body schema. */
export function checkBody(op: Operation, text: string, schemas: Record<string, Json>): BodyCheck {
  if (!op.body) return {ok: true, value: undefined};
  if (text.trim() === '') return op.body.required ? {ok: false, problem: 'Enter the request body: this operation needs one (JSON).'} : {ok: true, value: undefined};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {ok: false, problem: `The request body is not valid JSON: ${(error as Error).message}.`};
  }
  const validator = new Validator({...(toDefs(op.body.schema) as object), $defs: toDefs(schemas) as Record<string, never>}, '2020-12', false);
  const result = validator.validate(value);
  if (result.valid) return {ok: true, value};
  const details = result.errors.filter((e) => e.keyword !== '$ref' && e.keyword !== 'properties' && e.keyword !== 'items').slice(0, 3);
  const problem = details.map((e) => `${e.instanceLocation.replace(/^#/, 'body') || 'body'}: ${e.error}`).join(' ');
  return {ok: false, problem: `The request body does not match the reference: ${problem || result.errors[0]?.error}`};
}
