/**
 * The import: the provider's OpenAPI 3.0 document plus the site's overlay give the site's own
 * OpenAPI 3.1 document (src/data/api/openapi.yaml). Pure and deterministic: the same inputs give
 * the same text, which a unit test holds the committed file to.
 */
import yaml from 'js-yaml';
import {site} from '../../../src/site';
import {featureLinks} from '../../../src/data/api/featureLinks';
import {exampleChecker} from '../../../plugins/openapi/exampleCheck';
import {exampleRewriter, ownId} from './examples';
import {ownOperation, type ProviderOperation} from './operations';
import type {Overlay} from './overlay';
import {ownComponents, reachableSchemas} from './schemas';

export interface ProviderDocument {
  paths: Record<string, Record<string, ProviderOperation>>;
  components: {schemas: Record<string, unknown>};
  security?: Record<string, string[]>[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The page each operation links back to: the first page of the first feature link naming it. */
function explainingPages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const link of featureLinks) for (const id of link.operations) if (!pages.has(id)) pages.set(id, link.pages[0]!);
  return pages;
}

export interface ImportResult {
  document: Record<string, unknown>;
  /** Provider examples left out because their own schema refuses them. */
  dropped: string[];
  /** Query parameters whose required flag the overlay changed (`operationId.name`), each with its reason there. */
  requiredChanges: string[];
}

export function importDocument(provider: ProviderDocument, overlay: Overlay): ImportResult {
  const {schemas: allSchemas, rename} = ownComponents(provider.components.schemas, overlay.schemas);
  const check = exampleChecker(allSchemas);
  const dropped: string[] = [];
  const requiredChanges: string[] = [];
  const ownExample = exampleRewriter();
  const explained = explainingPages();
  const v2Server = {url: site.apiBaseUrl, description: overlay.document.servers.v2};
  const v3Server = {url: site.apiV3BaseUrl, description: overlay.document.servers.v3};

  const seen = new Set<string>();
  const ids = new Map<string, string>();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const tag of overlay.tags) {
    for (const op of tag.operations) {
      const [methodUpper, route] = op.route.split(' ') as [string, string];
      const method = methodUpper.toLowerCase();
      const provided = provider.paths[route]?.[method];
      if (!provided) throw new Error(`${tag.file}: ${op.id}: the provider's document has no ${op.route}.`);
      if (seen.has(op.route)) throw new Error(`${tag.file}: ${op.route} appears twice in the overlay.`);
      if (ids.has(op.id)) throw new Error(`${tag.file}: operationId ${op.id} is used by ${ids.get(op.id)} and ${op.route}.`);
      seen.add(op.route);
      ids.set(op.id, op.route);
      (paths[route] ??= {})[method] = ownOperation(method, provided, op, {
        overlay,
        tag,
        rename,
        schemas: allSchemas,
        ownExample,
        check,
        dropped,
        exampleId: (seed) => ownId(seed),
        explainedBy: explained.get(op.id),
        siteUrl: site.url,
        v3Server,
        providerSecurity: provider.security ?? [],
        requiredChanges,
      });
    }
  }
  const missing = Object.entries(provider.paths).flatMap(([route, ops]) =>
    Object.keys(ops)
      .filter((method) => !seen.has(`${method.toUpperCase()} ${route}`))
      .map((method) => `${method.toUpperCase()} ${route}`),
  );
  if (missing.length > 0) throw new Error(`src/data/api/overlay/tags: no overlay entry for ${missing.join(', ')}.`);
  const unknownLinks = featureLinks.flatMap((link) => link.operations).filter((id) => !ids.has(id));
  if (unknownLinks.length > 0) throw new Error(`src/data/api/featureLinks.ts: no operation has the id ${[...new Set(unknownLinks)].join(', ')}.`);

  // Methods of one path in a fixed order.
  const orderedPaths = Object.fromEntries(
    Object.entries(paths).map(([route, ops]) => [route, Object.fromEntries(METHODS.filter((m) => ops[m]).map((m) => [m, ops[m]]))]),
  );
  const scopes = Object.fromEntries(
    Object.entries(overlay.document.scopes).map(([scope, {meaning, guide}]) => [
      scope,
      guide === false ? `${meaning} Named only in the provider's OpenAPI document, not in its OAuth2 guide.` : meaning,
    ]),
  );
  const document = {
    openapi: '3.1.0',
    info: {title: overlay.document.title, version: overlay.document.version, description: overlay.document.description.trim()},
    servers: [v2Server, v3Server],
    tags: overlay.tags.map((tag) => ({name: tag.name, description: tag.description.trim()})),
    paths: orderedPaths,
    components: {
      securitySchemes: {
        jwtBearer: {type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: overlay.document.securitySchemes.jwtBearer.trim()},
        oAuth2: {
          type: 'oauth2',
          description: overlay.document.securitySchemes.oAuth2.trim(),
          flows: {authorizationCode: {authorizationUrl: site.oauthAuthorizeUrl, tokenUrl: site.oauthTokenUrl, refreshUrl: site.oauthTokenUrl, scopes}},
        },
        overlayToken: {type: 'http', scheme: 'bearer', description: overlay.document.securitySchemes.overlayToken.trim()},
      },
      schemas: reachableSchemas(allSchemas, orderedPaths),
    },
  };
  return {document, dropped, requiredChanges};
}

const HEADER = [
  '# The reference API as this site documents it: OpenAPI 3.1, owned by the site.',
  '# Generated by `npx tsx scripts/api/import-openapi.ts` from spec/facts/reference-api-openapi.yaml and',
  '# the overlay in src/data/api/overlay/. Edit the overlay, then run the script; a unit test fails when',
  '# this file differs from what the script writes.',
  '',
].join('\n');

export function documentText(document: Record<string, unknown>): string {
  return HEADER + yaml.dump(document, {noRefs: true, lineWidth: 110, sortKeys: false});
}
