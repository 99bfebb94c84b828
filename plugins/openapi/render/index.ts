/**
 * The reference part of /api, rendered at build time from the site's OpenAPI document: tags as
 * `##`, operations as `###` with stable anchors, then the Schemas section. Built as a hast tree and
 * written out by hast-util-to-html, so every text is escaped. The page keeps this HTML as the
 * server sent it (src/components/ApiReference); the table of contents, the search records and the
 * Markdown twin all read the same markup.
 */
import type {Root} from 'hast';
import {h} from 'hastscript';
import {toHtml} from 'hast-util-to-html';
import {tagsOf, type Json} from '../../../src/apiReference/model';
import {heading, inline} from './inline';
import {renderOperation, type OperationRenderContext} from './operation';
import type {ElementContent} from 'hast';
import {renderOverview} from './overview';
import {renderSchemas} from './schemas';
import {referenceStyles} from './styles';

export interface ReferenceContext extends OperationRenderContext {
  /** Language id → address of the file holding every operation's sample in it. */
  sampleFiles: Record<string, string>;
}

export interface RenderedReference {
  html: string;
  /** Every id in the fragment, for the build's broken-anchor check. */
  anchors: string[];
  /** Every site-internal link in the fragment, for the build's broken-link check. */
  links: string[];
  operationCount: number;
}

/** What the filter's placeholder offers to type: each finds operations (tests/unit/api/built.test.ts). */
export const FILTER_EXAMPLES = ['put points', '/bot/timers', 'tips:read'] as const;

/**
 * The finder above the reference: a filter over every operation (words, method, path or scope;
 * src/apiReference/enhance runs it) and the addresses of the sample files, for the language buttons.
 */
function finder(count: number, sampleFiles: Record<string, string>): ElementContent {
  return h('div', {className: ['api-ref__finder'], dataNeedsJs: '', dataSampleFiles: JSON.stringify(sampleFiles)}, [
    h('label', {htmlFor: 'api-filter'}, `Filter the ${count} operations`),
    h('div', {className: ['api-ref__filter-row']}, [
      h('input', {id: 'api-filter', type: 'search', dataApiFilter: '', autoComplete: 'off', spellCheck: 'false', placeholder: `Words, method, path or scope: ${FILTER_EXAMPLES.join(', ')}`, ariaDescribedBy: 'api-filter-status'}),
    ]),
    h('p', {id: 'api-filter-status', className: ['api-ref__filter-status'], role: 'status'}),
  ]);
}

export function renderReference(document: Json, context: ReferenceContext): RenderedReference {
  const tags = tagsOf(document);
  const overview = renderOverview(document);
  const count = tags.reduce((n, tag) => n + tag.operations.length, 0);
  const defaultServer = ((document.servers as {url: string}[] | undefined) ?? [])[0]?.url;
  const children = tags.flatMap((tag) => [
    h('section', {className: ['api-ref__tag'], dataTag: tag.anchor}, [
      heading(2, tag.anchor, tag.name),
      // Like the operations' prose, left out of search: the headings find the tag and its operations.
      h('p', {dataSearchSkip: ''}, inline(tag.description)),
      ...tag.operations.map((op) => renderOperation(op, {...context, defaultServer})),
    ]),
  ]);
  const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const tree: Root = {
    type: 'root',
    children: [h('style', referenceStyles), h('section', {className: ['api-ref__overview']}, overview.nodes), finder(count, context.sampleFiles), ...children, h('section', {className: ['api-ref__schemas']}, renderSchemas(schemas))],
  };
  const html = toHtml(tree);
  const anchors = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  // Site links with their anchors (the build checks both); the static files (/api/openapi.json) are no routes.
  const links = [...new Set([...html.matchAll(/\shref="([/#][^"]*)/g)].map((m) => m[1]!))].filter((link) => !/\.\w+(#|$)/.test(link));
  return {html, anchors, links, operationCount: count};
}
