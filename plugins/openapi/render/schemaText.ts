/**
 * A schema in words for tables: its type (with links to named schemas in the page's Schemas
 * section) and its constraints (pattern, limits, values).
 */
import type {ElementContent} from 'hast';
import {h} from 'hastscript';
import {refName, schemaAnchor, type Json} from '../../../src/apiReference/model';
import {GUID_PATTERN} from '../../../src/shared/apiIds';

const text = (value: string): ElementContent => ({type: 'text', value});

export function typeOf(schema: Json | undefined): ElementContent[] {
  if (!schema) return [text('any')];
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    return [h('a', {href: `#${schemaAnchor(name)}`}, h('code', name))];
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key] as Json[] | undefined;
    if (options) return options.flatMap((option, i) => [...(i > 0 ? [text(' or ')] : []), ...typeOf(option)]);
  }
  if (schema.type === 'array') return [text('array of '), ...typeOf(schema.items as Json | undefined)];
  if (schema.type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object' && !schema.properties) {
    return [text('map of name to '), ...typeOf(schema.additionalProperties as Json)];
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [String(schema.type)] : ['any'];
  const named = types.map((type) => (type === 'string' && schema.format === 'date-time' ? 'date-time' : type));
  return [text(named.join(' or '))];
}

const code = (value: unknown) => h('code', typeof value === 'string' ? value : JSON.stringify(value));

/** Formats a reader needs told (date-time is said where it is allowed: see below). */
const FORMAT_WORDS: Record<string, string> = {email: 'an email address', uri: 'a web address (URI)', uuid: 'a UUID'};

export function constraintsOf(schema: Json | undefined): ElementContent[] {
  if (!schema) return [];
  const parts: ElementContent[][] = [];
  if (schema.pattern === GUID_PATTERN) parts.push([text('24 hexadecimal characters')]);
  else if (typeof schema.pattern === 'string') parts.push([text('matches '), code(schema.pattern)]);
  if (schema.minimum !== undefined && schema.maximum !== undefined) parts.push([text(`${schema.minimum} to ${schema.maximum}`)]);
  else if (schema.minimum !== undefined) parts.push([text(`at least ${schema.minimum}`)]);
  else if (schema.maximum !== undefined) parts.push([text(`at most ${schema.maximum}`)]);
  const lengths = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && min === max) parts.push([text(`exactly ${min} ${unit}`)]);
    else if (min !== undefined && max !== undefined) parts.push([text(`${min} to ${max} ${unit}`)]);
    else if (min !== undefined) parts.push([text(`at least ${min} ${unit}`)]);
    else if (max !== undefined) parts.push([text(`at most ${max} ${unit}`)]);
  };
  lengths(schema.minLength, schema.maxLength, schema.maxLength === 1 || (schema.maxLength === undefined && schema.minLength === 1) ? 'character' : 'characters');
  lengths(schema.minItems, schema.maxItems, schema.maxItems === 1 || (schema.maxItems === undefined && schema.minItems === 1) ? 'item' : 'items');
  if (typeof schema.format === 'string' && FORMAT_WORDS[schema.format]) parts.push([text(FORMAT_WORDS[schema.format]!)]);
  const values = (schema.enum ?? (schema.items as Json | undefined)?.enum) as unknown[] | undefined;
  if (values) parts.push([text('one of '), ...values.flatMap((v, i) => [...(i > 0 ? [text(', ')] : []), code(v)])]);
  if (schema.anyOf && (schema.anyOf as Json[]).some((o) => o.format === 'date-time')) parts.push([text('milliseconds since the epoch, or ISO 8601')]);
  return parts.flatMap((part, i) => [...(i > 0 ? [text('; ')] : []), ...part]);
}
