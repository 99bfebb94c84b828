/**
 * Parameters in the site's form. The provider's document types most of them loosely (ids and
 * dates as plain strings or int32) and writes the real type as the first word of the description
 * (`guid - Channel id`, `datetime - Start date`): that word is a fact, so it picks the schema here;
 * the words after it are the provider's and never reach the site. Header parameters (`Accept`,
 * `Content-Type`) are content negotiation, not parameters, and are dropped.
 */
import {GUID_PATTERN} from '../../../src/shared/apiIds';
import type {ParamKind, ParamOverlay} from './overlay';
import type {Schema} from './schemas';

export interface ProviderParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  description?: string;
  required?: boolean;
  schema?: {type?: string; example?: unknown};
}

/** The kind the provider's description starts with, else its schema type. */
function providerKind(param: ProviderParameter): ParamKind {
  const word = /^([\w|]+)\s*(-|$)/.exec(param.description ?? '')?.[1]?.toLowerCase();
  if (word === 'guid' || word === 'guid|empty') return 'guid';
  if (word === 'datetime') return 'datetime';
  if (word === 'integer') return 'integer';
  if (word === 'boolean') return 'boolean';
  if (word === 'array') return 'array';
  if (word === 'string|guid' || word === 'string') return 'string';
  return param.schema?.type === 'integer' ? 'integer' : 'string';
}

function schemaOf(kind: ParamKind, merged: ParamOverlay): Schema {
  const limits = {...(merged.minimum !== undefined ? {minimum: merged.minimum} : {}), ...(merged.maximum !== undefined ? {maximum: merged.maximum} : {})};
  switch (kind) {
    case 'guid':
      return {type: 'string', pattern: GUID_PATTERN};
    case 'datetime':
      return {
        anyOf: [
          {type: 'integer', minimum: 0, description: 'Milliseconds since 1970-01-01 00:00 UTC.'},
          {type: 'string', format: 'date-time', description: 'An ISO 8601 date and time.'},
        ],
      };
    case 'integer':
      return {type: 'integer', ...limits};
    case 'boolean':
      return {type: 'boolean'};
    case 'array':
      return {type: 'array', items: {type: 'string', ...(merged.enum ? {enum: merged.enum} : {})}};
    case 'name':
    case 'string':
      return {type: 'string', ...(merged.enum ? {enum: merged.enum} : {})};
  }
}

export interface ParameterContext {
  /** Where the operation's overlay lives, for messages. */
  where: string;
  operationId: string;
  dictionary: Record<string, ParamOverlay>;
  tagParams: Record<string, ParamOverlay>;
  opParams: Record<string, ParamOverlay>;
  /** Our example for a guid parameter without one. */
  exampleId: (seed: string) => string;
  /** Where a query parameter's required flag differs from the provider's (for the import's report). */
  requiredChanges: string[];
}

/**
 * A query parameter's required flag: the overlay's when it gives one, else the provider's. The
 * provider marks every query parameter required, which is not how the API behaves (paging, sorting
 * and filters can be left out), so every changed flag and every flag left required carries a reason.
 */
function requiredFlag(param: ProviderParameter, merged: ParamOverlay, context: ParameterContext): boolean {
  if (param.in === 'path') return true;
  const provided = param.required === true;
  const required = merged.required ?? provided;
  const at = `${context.where}: ${context.operationId}.${param.name}`;
  if (merged.required !== undefined && !merged.why?.trim()) throw new Error(`${at}: "required" needs a one-line "why".`);
  if (required && !merged.why?.trim()) {
    throw new Error(`${at}: the query parameter is required without a recorded reason: give "required: false" or "required: true" with a one-line "why".`);
  }
  if (required !== provided) context.requiredChanges.push(`${context.operationId}.${param.name}`);
  return required;
}

/** A parameter in the site's form, or null for a header the site leaves out. */
export function ownParameter(param: ProviderParameter, context: ParameterContext): Record<string, unknown> | null {
  if (param.in === 'header') return null;
  const merged: ParamOverlay = {...context.dictionary[param.name], ...context.tagParams[param.name], ...context.opParams[param.name]};
  const kind = merged.kind ?? providerKind(param);
  if (!merged.description) {
    throw new Error(`${context.where}: ${context.operationId} has a parameter "${param.name}" (${param.in}) without our description: add it to the operation's params or to src/data/api/overlay/parameters.yaml.`);
  }
  if (merged.enum && kind !== 'string' && kind !== 'name' && kind !== 'array') {
    throw new Error(`${context.where}: ${context.operationId}.${param.name}: enum needs kind string or array.`);
  }
  let example = merged.example;
  if (example === undefined && kind === 'guid') example = context.exampleId(`${context.operationId}:${param.name}`);
  // The provider's numbers (page sizes, offsets) are facts, not names: keep them as examples.
  if (example === undefined && kind === 'integer' && typeof param.schema?.example === 'number') example = param.schema.example;
  if (example === undefined && merged.enum) example = merged.enum[0];
  return {
    name: param.name,
    in: param.in,
    description: merged.description.trim(),
    required: requiredFlag(param, merged, context),
    ...(kind === 'array' ? {style: 'form', explode: true} : {}),
    schema: schemaOf(kind, merged),
    ...(example !== undefined ? {example} : {}),
  };
}
