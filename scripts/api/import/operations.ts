/**
 * One operation in the site's form: our operationId, summary, description and tag; security with
 * the scopes it needs; parameters typed as they behave; bodies and answers with our own examples.
 */
import type {ExampleCheck} from '../../../plugins/openapi/exampleCheck';
import type {OwnExample} from './examples';
import type {OperationOverlay, Overlay, TagOverlay} from './overlay';
import {ownParameter, type ProviderParameter} from './parameters';
import {mapAt, ownSchema, refTo, type Schema} from './schemas';

type ProviderMedia = {schema?: unknown; example?: unknown};
export interface ProviderOperation {
  parameters?: ProviderParameter[];
  requestBody?: {content?: Record<string, ProviderMedia>; required?: boolean};
  responses?: Record<string, {content?: Record<string, ProviderMedia>}>;
  security?: Record<string, string[]>[];
}

export interface OperationContext {
  overlay: Overlay;
  tag: TagOverlay;
  rename: (name: string) => string;
  schemas: Record<string, Schema>;
  ownExample: OwnExample;
  check: ExampleCheck;
  /** Where a provider example was left out because its schema refuses it. */
  dropped: string[];
  exampleId: (seed: string) => string;
  /** The page that explains the feature, if the feature links name one. */
  explainedBy?: string;
  siteUrl: string;
  v3Server: {url: string; description: string};
  /** The provider document's own `security`, for operations without their own. */
  providerSecurity: Record<string, string[]>[];
  /** Where a query parameter's required flag differs from the provider's. */
  requiredChanges: string[];
}

/** `application/json; charset=utf-8` and `application/json` are one media type here. */
const mediaType = (type: string) => type.split(';')[0]!.trim();

/**
 * The provider's example with our own values, or nothing when it is empty or its own schema refuses
 * it (the provider's document has examples of another shape than their schema; the import keeps
 * only examples a reader can trust).
 */
function example(context: OperationContext, schema: Schema, media: ProviderMedia, where: string): unknown {
  const raw = media.example ?? (media.schema as {example?: unknown} | undefined)?.example;
  if (raw === undefined || (typeof raw === 'object' && raw !== null && Object.keys(raw).length === 0)) return undefined;
  const own = context.ownExample(raw, (path) => mapAt(context.schemas, schema, path));
  if (context.check(schema, own).length > 0) {
    context.dropped.push(where);
    return undefined;
  }
  return own;
}

/** The provider's names of its security schemes, and the site's. */
const SCHEME_NAMES: Record<string, string> = {JWTBearer: 'jwtBearer', httpBearer: 'jwtBearer', OAuth2: 'oAuth2', ApiKeyBearer: 'overlayToken'};

export interface OperationSecurity {
  /** The document's `security`: every scheme the provider allows, with the scopes it states. */
  security: Record<string, string[]>[];
  /** Scopes the site infers (from the tag's read and write split); the provider does not state them. */
  inferred: string[];
}

/**
 * Security as the provider gives it: its operation's own list, else the document's (JWT, OAuth2
 * without a stated scope, the overlay token). Scopes the provider does not state for an operation
 * are never written into `security`: they are the overlay's inference, kept in `x-inferred-scopes`.
 */
function securityOf(method: string, provider: ProviderOperation, op: OperationOverlay, context: OperationContext): OperationSecurity {
  const {tag, overlay} = context;
  const requirements = (provider.security ?? context.providerSecurity).map((requirement) =>
    Object.fromEntries(
      Object.entries(requirement).map(([scheme, scopes]) => {
        const own = SCHEME_NAMES[scheme];
        if (!own) throw new Error(`${tag.file}: ${op.id}: the provider's security scheme ${scheme} has no name in the site's document.`);
        return [own, scopes];
      }),
    ),
  );
  const stated = requirements.flatMap((requirement) => requirement.oAuth2 ?? []);
  const inferred = stated.length > 0 ? [] : (op.scopes ?? [method === 'get' ? tag.scopes?.read : tag.scopes?.write].filter((s): s is string => !!s));
  for (const scope of [...stated, ...inferred]) {
    if (!overlay.document.scopes[scope]) throw new Error(`${tag.file}: ${op.id} uses the scope "${scope}", which src/data/api/overlay/document.yaml does not define.`);
  }
  return {security: requirements, inferred};
}

function requestBody(provider: ProviderOperation, op: OperationOverlay, context: OperationContext): Record<string, unknown> | undefined {
  const entry = Object.entries(provider.requestBody?.content ?? {})[0];
  if (!entry && !op.body) return undefined;
  const media = entry?.[1] ?? {};
  const body = op.body ?? {};
  let schema: Schema;
  if (body.schema) schema = {$ref: refTo(body.schema)};
  else if ((media.schema as Schema | undefined)?.type === 'string' && entry && typeof media.example === 'string' && /^\s*\{/.test(media.example)) {
    // The provider gives some JSON bodies as a string example with the values left out.
    if (body.kind !== 'object') throw new Error(`${context.tag.file}: ${op.id}: the provider's body is a JSON text without values; give body.schema or body.kind: object.`);
    schema = {type: 'object', additionalProperties: true};
  } else schema = ownSchema(media.schema, context.rename);
  const schemaExample = body.schema ? context.schemas[body.schema]?.example : undefined;
  const own = body.example ?? schemaExample ?? (body.schema || body.kind ? undefined : example(context, schema, media, `${op.id} request body`));
  if (own !== undefined) {
    const problems = context.check(schema, own);
    if (problems.length > 0) throw new Error(`${context.tag.file}: ${op.id}: the request body example does not match its schema: ${problems.join('; ')}.`);
  }
  return {
    ...(body.description ? {description: body.description} : {}),
    required: provider.requestBody?.required ?? true,
    content: {'application/json': {schema, ...(own !== undefined ? {example: own} : {})}},
  };
}

function responses(provider: ProviderOperation, op: OperationOverlay, context: OperationContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(provider.responses ?? {})) {
    const ours = op.responses?.[status] ?? {};
    const description = ours.description ?? context.overlay.document.responses[status];
    if (!description) throw new Error(`${context.tag.file}: ${op.id}: no description for status ${status} (add it to document.yaml responses).`);
    const content: Record<string, unknown> = {};
    for (const [type, media] of Object.entries(response.content ?? {})) {
      const schema = ours.schema ? {$ref: refTo(ours.schema)} : ownSchema(media.schema, context.rename);
      const own = ours.schema ? undefined : example(context, schema, media, `${op.id} ${status}`);
      content[mediaType(type)] = {schema, ...(own !== undefined ? {example: own} : {})};
    }
    out[status] = {description, ...(Object.keys(content).length > 0 ? {content} : {})};
  }
  return out;
}

export function ownOperation(method: string, provider: ProviderOperation, op: OperationOverlay, context: OperationContext): Record<string, unknown> {
  const {overlay, tag} = context;
  const {security, inferred} = securityOf(method, provider, op, context);
  const parameters = (provider.parameters ?? [])
    .map((param) =>
      ownParameter(param, {
        where: tag.file,
        operationId: op.id,
        dictionary: overlay.parameters,
        tagParams: tag.params ?? {},
        opParams: op.params ?? {},
        exampleId: context.exampleId,
        requiredChanges: context.requiredChanges,
      }),
    )
    .filter((param): param is Record<string, unknown> => param !== null);
  const known = new Set(parameters.map((param) => param.name));
  const stray = Object.keys(op.params ?? {}).filter((name) => !known.has(name));
  if (stray.length > 0) throw new Error(`${tag.file}: ${op.id}: params ${stray.join(', ')} are not parameters of ${op.route}.`);
  const body = requestBody(provider, op, context);
  return {
    operationId: op.id,
    summary: op.summary.trim(),
    description: op.description.trim(),
    tags: [tag.name],
    ...(op.servers === 'v3' ? {servers: [context.v3Server]} : {}),
    security,
    ...(inferred.length > 0 ? {'x-inferred-scopes': inferred} : {}),
    ...(parameters.length > 0 ? {parameters} : {}),
    ...(body ? {requestBody: body} : {}),
    responses: responses(provider, op, context),
    ...(context.explainedBy ? {externalDocs: {description: 'The page that explains this feature', url: `${context.siteUrl}${context.explainedBy}`}} : {}),
  };
}
