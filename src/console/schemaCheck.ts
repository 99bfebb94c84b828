/**
 * Checks a payload against a topic's schema and lists every way it differs from the docs. The
 * site's CSP allows no `eval`, so Ajv's compiled validators cannot run in the page; this walks the
 * small JSON Schema subset the topic data uses (src/data/topics/types.ts). A unit test holds it to
 * Ajv's verdict on every example and on broken variants. Unlike the schema, it also reports fields
 * the docs do not mention, because "extra" is news to a reader even where the schema allows it.
 */
import {topicByName} from '../data/topics';
import type {JsonSchema, JsonType, Topic} from '../data/topics/types';
import type {ServerMessage} from './protocol';

export interface Difference {
  /** Dotted path, `data` for the payload root. */
  path: string;
  problem: string;
}

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

function typeMatches(expected: JsonSchema['type'], value: unknown): boolean {
  if (expected === undefined) return true;
  const actual = typeOf(value);
  const list: readonly JsonType[] = typeof expected === 'string' ? [expected] : expected;
  return list.includes(actual) || (actual === 'integer' && list.includes('number'));
}

const show = (value: unknown) => JSON.stringify(value);

/** Patterns compiled once: thousands of messages share a handful of them. */
const patterns = new Map<string, RegExp>();
function matchesPattern(pattern: string, value: string): boolean {
  let regex = patterns.get(pattern);
  if (!regex) patterns.set(pattern, (regex = new RegExp(pattern, 'u')));
  return regex.test(value);
}

export function schemaDifferences(schema: JsonSchema, value: unknown, path = 'data'): Difference[] {
  const found: Difference[] = [];
  const add = (problem: string) => found.push({path, problem});
  if (!typeMatches(schema.type, value)) {
    add(`is ${typeOf(value)}, the docs say ${typeof schema.type === 'string' ? schema.type : schema.type?.join(' or ')}`);
    return found;
  }
  if (schema.const !== undefined && value !== schema.const) add(`is ${show(value)}, the docs say ${show(schema.const)}`);
  if (schema.enum && !schema.enum.includes(value as never)) add(`is ${show(value)}, not one of ${schema.enum.map(show).join(', ')}`);
  if (schema.oneOf) {
    // Fields the docs do not mention are news, not a mismatch: an option matches when nothing breaks it (as for Ajv).
    const matches = schema.oneOf.filter((option) => !schemaDifferences(option, value, path).some(isViolation)).length;
    if (matches !== 1) add(`is ${show(value)}, not one of the documented values`);
  }
  if (typeof value === 'string' && schema.pattern && !matchesPattern(schema.pattern, value)) add(`"${value}" does not have the documented form`);
  if (typeof value === 'number' && schema.minimum !== undefined && value < schema.minimum) add(`is ${value}, below the minimum ${schema.minimum}`);
  if (Array.isArray(value) && schema.items) value.forEach((item, index) => found.push(...schemaDifferences(schema.items!, item, `${path}[${index}]`)));
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) found.push(...objectDifferences(schema, value as Record<string, unknown>, path));
  return found;
}

function objectDifferences(schema: JsonSchema, value: Record<string, unknown>, path: string): Difference[] {
  const found: Difference[] = [];
  const count = Object.keys(value).length;
  if (schema.minProperties !== undefined && count < schema.minProperties) found.push({path, problem: `has ${count} fields, the docs say at least ${schema.minProperties}`});
  if (schema.maxProperties !== undefined && count > schema.maxProperties) found.push({path, problem: `has ${count} fields, the docs say at most ${schema.maxProperties}`});
  for (const name of schema.required ?? []) if (!(name in value)) found.push({path: `${path}.${name}`, problem: 'is missing'});
  if (!schema.properties) return found;
  for (const [name, child] of Object.entries(value)) {
    const childSchema = schema.properties[name];
    if (childSchema) found.push(...schemaDifferences(childSchema, child, `${path}.${name}`));
    else found.push({path: `${path}.${name}`, problem: schema.additionalProperties === false ? 'is not allowed' : 'is not in the docs'});
  }
  return found;
}

/** Differences that break the schema itself, as opposed to undocumented extra fields. */
export const isViolation = (difference: Difference): boolean => difference.problem !== 'is not in the docs';

/** How a topic message differs from its topic's documented schema; unknown topics are one difference. */
export function topicDifferences(message: ServerMessage): Difference[] {
  let topic: Topic;
  try {
    topic = topicByName(message.topic ?? '');
  } catch {
    return [{path: 'topic', problem: `"${message.topic ?? ''}" is not a documented topic`}];
  }
  if (!topic.schema) return [];
  return schemaDifferences(topic.schema, message.data);
}

