/**
 * The site's own rules for the reference API document, beyond what an OpenAPI linter checks:
 * camelCase operationIds, exactly one declared tag, security on every operation, every OAuth2
 * scope an operation asks for defined by the scheme, guid path parameters with the 24-hex pattern,
 * and a summary that is words, not a route.
 */
import {GUID_PATTERN} from '../../src/shared/apiIds';

export interface RuleProblem {
  pointer: string;
  message: string;
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export function siteRules(document: Json): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const tags = new Set(((document.tags ?? []) as Json[]).map((tag) => tag.name));
  const schemes = ((document.components as Json | undefined)?.securitySchemes ?? {}) as Record<string, Json>;
  const flows = (schemes.oAuth2?.flows ?? {}) as Record<string, Json>;
  const scopes = new Set(Object.values(flows).flatMap((flow) => Object.keys((flow.scopes ?? {}) as Json)));
  for (const [route, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const at = `#/paths/${escape(route)}/${method}`;
      const add = (suffix: string, message: string) => problems.push({pointer: `${at}${suffix}`, message: `${method.toUpperCase()} ${route}: ${message}`});
      if (typeof op.operationId !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(op.operationId)) add('/operationId', 'operationId must be camelCase.');
      if (typeof op.summary !== 'string' || /^\/|:\w/.test(op.summary)) add('/summary', 'summary must be words, not a route pattern.');
      const opTags = (op.tags ?? []) as string[];
      if (opTags.length !== 1) add('/tags', `needs exactly one tag, has ${opTags.length}.`);
      opTags.forEach((tag, i) => {
        if (!tags.has(tag)) add(`/tags/${i}`, `tag "${tag}" is not declared in the document's tags.`);
      });
      const security = op.security as Json[] | undefined;
      if (!Array.isArray(security) || security.length === 0) add('/security', 'needs security.');
      (security ?? []).forEach((requirement, i) => {
        for (const scope of (requirement.oAuth2 ?? []) as string[]) {
          if (!scopes.has(scope)) add(`/security/${i}/oAuth2`, `scope "${scope}" is not defined by the oAuth2 scheme.`);
        }
      });
      ((op.parameters ?? []) as Json[]).forEach((param, i) => {
        if (param.in === 'path' && /Id$|^channel$/.test(String(param.name)) && (param.schema as Json | undefined)?.pattern !== GUID_PATTERN && (param.schema as Json | undefined)?.type === 'string' && !String(param.description).includes('name')) {
          add(`/parameters/${i}/schema`, `path parameter "${param.name}" is an id: give it the guid pattern ${GUID_PATTERN}.`);
        }
      });
    }
  }
  return problems;
}
