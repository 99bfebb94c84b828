/**
 * The reference API document read as a list of operations, the shape the page, the samples, the
 * search words and the try-it panel share. No DOM and no Node: the build and the browser both use it.
 */
export type Json = Record<string, unknown>;
export type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
export const METHODS: readonly Method[] = ['get', 'put', 'post', 'delete', 'patch'];

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  description: string;
  required: boolean;
  schema: Json;
  example?: unknown;
}

export interface Operation {
  id: string;
  /** The heading's id on /api. */
  anchor: string;
  method: Method;
  path: string;
  tag: string;
  summary: string;
  description: string;
  /** OAuth2 scopes the provider states for the operation (in its `security`). */
  scopes: string[];
  /** Scopes the site infers (`x-inferred-scopes`): likely needed, not stated by the provider. */
  inferredScopes: string[];
  /** Security schemes that may call it (`jwtBearer`, `oAuth2`, `overlayToken`). */
  schemes: string[];
  parameters: Parameter[];
  body?: {required: boolean; description?: string; schema: Json; example?: unknown};
  responses: {status: string; description: string; mediaType?: string; schema?: Json; example?: unknown}[];
  /** The API address the operation lives under (the first of `servers`). */
  server: string;
  /** Every base address the operation is served under; a picker offers them when there are several. */
  servers: string[];
  /** The page that explains the feature, when there is one. */
  explainedBy?: string;
}

export interface Tag {
  name: string;
  anchor: string;
  description: string;
  operations: Operation[];
}

/** `getMyChannel` -> `get-my-channel`. */
export const kebab = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase();
export const operationAnchor = (operationId: string) => kebab(operationId);
export const tagAnchor = (tag: string) => kebab(tag);
export const schemaAnchor = (name: string) => `schema-${kebab(name)}`;
export const refName = (ref: string) => decodeURIComponent(ref.replace(/^#\/components\/schemas\//, ''));

function firstMedia(content: unknown): [string, Json] | undefined {
  const entries = Object.entries((content ?? {}) as Record<string, Json>);
  return entries[0];
}

/** Every operation of the document, grouped by tag in the document's tag order. */
export function tagsOf(document: Json): Tag[] {
  const servers = (document.servers as {url: string}[] | undefined) ?? [];
  const tags: Tag[] = ((document.tags ?? []) as {name: string; description: string}[]).map((tag) => ({
    name: tag.name,
    anchor: tagAnchor(tag.name),
    description: tag.description,
    operations: [],
  }));
  const byName = new Map(tags.map((tag) => [tag.name, tag]));
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const tag = byName.get(((op.tags ?? []) as string[])[0] ?? '');
      if (!tag) throw new Error(`${method.toUpperCase()} ${path}: no declared tag.`);
      const security = (op.security ?? []) as Json[];
      const body = op.requestBody as Json | undefined;
      const bodyMedia = firstMedia(body?.content);
      tag.operations.push({
        id: String(op.operationId),
        anchor: operationAnchor(String(op.operationId)),
        method,
        path,
        tag: tag.name,
        summary: String(op.summary),
        description: String(op.description ?? ''),
        scopes: security.flatMap((requirement) => (requirement.oAuth2 ?? []) as string[]),
        inferredScopes: (op['x-inferred-scopes'] ?? []) as string[],
        schemes: [...new Set(security.flatMap((requirement) => Object.keys(requirement)))],
        parameters: ((op.parameters ?? []) as Parameter[]).map((p) => ({...p, required: p.required === true})),
        ...(body && bodyMedia
          ? {body: {required: body.required !== false, ...(body.description ? {description: String(body.description)} : {}), schema: bodyMedia[1].schema as Json, ...('example' in bodyMedia[1] ? {example: bodyMedia[1].example} : {})}}
          : {}),
        responses: Object.entries((op.responses ?? {}) as Record<string, Json>).map(([status, response]) => {
          const media = firstMedia(response.content);
          return {
            status,
            description: String(response.description ?? ''),
            ...(media ? {mediaType: media[0], schema: media[1].schema as Json, ...('example' in media[1] ? {example: media[1].example} : {})} : {}),
          };
        }),
        server: ((op.servers as {url: string}[] | undefined) ?? servers)[0]?.url ?? '',
        servers: ((op.servers as {url: string}[] | undefined) ?? servers.slice(0, 1)).map((server) => server.url),
        ...((op.externalDocs as Json | undefined)?.url ? {explainedBy: new URL(String((op.externalDocs as Json).url)).pathname} : {}),
      });
    }
  }
  return tags;
}

export const allOperations = (document: Json): Operation[] => tagsOf(document).flatMap((tag) => tag.operations);

/** The scopes an operation needs or likely needs: the stated ones, else the inferred ones. */
export const scopesFor = (op: Pick<Operation, 'scopes' | 'inferredScopes'>): string[] => (op.scopes.length > 0 ? op.scopes : op.inferredScopes);

/** Whether the method changes data (the try-it panel asks before sending). */
export const isWrite = (method: Method) => method !== 'get';

/** What the try-it panels need: the operations without prose or answers, and the schemas their bodies use. */
export interface TryItData {
  operations: Operation[];
  schemas: Record<string, Json>;
}

function referencedSchemas(value: unknown, schemas: Record<string, Json>, found: Record<string, Json>): void {
  if (Array.isArray(value)) value.forEach((item) => referencedSchemas(item, schemas, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, sub] of Object.entries(value)) {
      if (key === '$ref' && typeof sub === 'string') {
        const name = refName(sub);
        if (!found[name] && schemas[name]) {
          found[name] = schemas[name];
          referencedSchemas(schemas[name], schemas, found);
        }
      } else referencedSchemas(sub, schemas, found);
    }
  }
}

export function tryItData(document: Json): TryItData {
  const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const operations = allOperations(document).map((op) => ({...op, description: '', responses: []}));
  const used: Record<string, Json> = {};
  referencedSchemas(operations.map((op) => op.body?.schema), schemas, used);
  return {operations, schemas: used};
}
