/**
 * The site's overlay on the provider's reference API document: our summaries, descriptions, tags,
 * parameter meanings, schema names and examples (src/data/api/overlay/). Read and checked here, so
 * a mistake in it stops the import with the file and the entry named.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export type ParamKind = 'guid' | 'datetime' | 'integer' | 'boolean' | 'string' | 'name' | 'array';

export interface ParamOverlay {
  kind?: ParamKind;
  description?: string;
  example?: unknown;
  enum?: (string | number)[];
  minimum?: number;
  maximum?: number;
  /** Overrides the provider's required flag (query parameters only); needs `why`. */
  required?: boolean;
  /**
   * One line: why this query parameter is required, or why its flag differs from the provider's.
   * The provider marks every query parameter required, so each flag the site keeps or changes says why.
   */
  why?: string;
}

export interface BodyOverlay {
  /** A component schema (by its new name) to use as the body. */
  schema?: string;
  /** For bodies the provider gives only as a string: the kind of JSON value they are. */
  kind?: 'object';
  description?: string;
  example?: unknown;
}

export interface OperationOverlay {
  route: string;
  id: string;
  summary: string;
  description: string;
  /**
   * The OAuth2 scopes the site infers for the operation (the provider states none per operation):
   * written as `x-inferred-scopes`, never into `security`. Default: the tag's read or write scope;
   * an empty list means no scope can be inferred.
   */
  scopes?: string[];
  params?: Record<string, ParamOverlay>;
  body?: BodyOverlay;
  responses?: Record<string, {schema?: string; description?: string}>;
  servers?: 'v3';
}

export interface TagOverlay {
  name: string;
  description: string;
  /** Default scopes: `read` for GET, `write` for every other method. */
  scopes?: {read?: string; write?: string};
  params?: Record<string, ParamOverlay>;
  operations: OperationOverlay[];
  /** The overlay file, for messages. */
  file: string;
}

export interface ScopeOverlay {
  meaning: string;
  /** false: only the provider's OpenAPI document names the scope, its OAuth2 guide does not. */
  guide?: boolean;
}

export interface DocumentOverlay {
  title: string;
  version: string;
  description: string;
  servers: {v2: string; v3: string};
  securitySchemes: {jwtBearer: string; oAuth2: string; overlayToken: string};
  scopes: Record<string, ScopeOverlay>;
  responses: Record<string, string>;
}

export interface SchemaOverlay {
  rename: Record<string, string>;
  maps: string[];
  add: Record<string, Record<string, unknown>>;
  descriptions: Record<string, string>;
  /** Facts the provider's examples or error answers give but its schemas leave out, merged in, each with its source. */
  refine?: Record<string, {why: string; patch: Record<string, unknown>}>;
}

export interface Overlay {
  document: DocumentOverlay;
  parameters: Record<string, ParamOverlay>;
  schemas: SchemaOverlay;
  tags: TagOverlay[];
}

export const overlayDir = path.join(__dirname, '../../../src/data/api/overlay');

function load<T>(file: string): T {
  try {
    return yaml.load(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`, {cause: error});
  }
}

const OPERATION_KEYS = new Set(['route', 'id', 'summary', 'description', 'scopes', 'params', 'body', 'responses', 'servers']);
const PARAM_KEYS = new Set(['kind', 'description', 'example', 'enum', 'minimum', 'maximum', 'required', 'why']);
const BODY_KEYS = new Set(['schema', 'kind', 'description', 'example']);

/**
 * Unknown keys are mistakes; the usual one is an unquoted comma in a `{description: …}` flow
 * mapping, which YAML reads as the start of another key.
 */
function checkKeys(where: string, value: object | undefined, allowed: Set<string>): void {
  for (const key of Object.keys(value ?? {})) {
    if (!allowed.has(key)) throw new Error(`${where}: unknown key "${key}" (an unquoted comma in a value? quote the value).`);
  }
}

export function checkParams(where: string, params: Record<string, ParamOverlay> | undefined): void {
  for (const [name, param] of Object.entries(params ?? {})) checkKeys(`${where}: params.${name}`, param, PARAM_KEYS);
}

function checkTag(tag: TagOverlay): void {
  const where = path.relative(process.cwd(), tag.file);
  if (!tag.name || !tag.description) throw new Error(`${where}: a tag needs "name" and "description".`);
  tag.operations.forEach((op, index) => {
    const at = `${where}: operations[${index}]${op.route ? ` (${op.route})` : ''}`;
    for (const key of Object.keys(op)) if (!OPERATION_KEYS.has(key)) throw new Error(`${at}: unknown key "${key}".`);
    if (!/^(GET|POST|PUT|DELETE|PATCH) \//.test(op.route ?? '')) throw new Error(`${at}: "route" must be "METHOD /path".`);
    if (!/^[a-z][A-Za-z0-9]*$/.test(op.id ?? '')) throw new Error(`${at}: "id" must be a camelCase operationId.`);
    if (!op.summary?.trim()) throw new Error(`${at}: "summary" is missing.`);
    if (!op.description?.trim()) throw new Error(`${at}: "description" is missing.`);
    checkParams(at, op.params);
    checkKeys(`${at}: body`, op.body, BODY_KEYS);
  });
  checkParams(where, tag.params);
}

/** A scope's meaning is one sentence: a value cut short by YAML (an unquoted comma) shows here. */
function checkScopes(document: DocumentOverlay, file: string): void {
  for (const [scope, {meaning}] of Object.entries(document.scopes)) {
    if (typeof meaning !== 'string' || !/^[A-Z].*\.$/.test(meaning)) throw new Error(`${file}: scopes.${scope}.meaning must be one sentence ending with a period (quote it if it has a comma).`);
  }
}

function checkedParameters(file: string): Record<string, ParamOverlay> {
  const parameters = load<Record<string, ParamOverlay>>(file);
  checkParams(path.relative(process.cwd(), file), parameters);
  return parameters;
}

export function loadOverlay(dir = overlayDir): Overlay {
  const tagDir = path.join(dir, 'tags');
  const tags = readdirSync(tagDir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => {
      const file = path.join(tagDir, name);
      const tag = {...load<Omit<TagOverlay, 'file'>>(file), file};
      checkTag(tag);
      return tag;
    });
  const documentFile = path.join(dir, 'document.yaml');
  const document = load<DocumentOverlay>(documentFile);
  checkScopes(document, path.relative(process.cwd(), documentFile));
  return {
    document,
    parameters: checkedParameters(path.join(dir, 'parameters.yaml')),
    schemas: load<SchemaOverlay>(path.join(dir, 'schemas.yaml')),
    tags,
  };
}
