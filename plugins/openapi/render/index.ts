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
import {renderOverview} from './overview';
import {renderSchemas} from './schemas';
import {referenceStyles} from './styles';

export interface TocItem {
  value: string;
  id: string;
  level: 2 | 3;
}

export interface RenderedReference {
  html: string;
  toc: TocItem[];
  /** Every id in the fragment, for the build's broken-anchor check. */
  anchors: string[];
  /** Every site-internal link in the fragment, for the build's broken-link check. */
  links: string[];
  operationCount: number;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function renderReference(document: Json, context: OperationRenderContext): RenderedReference {
  const tags = tagsOf(document);
  const overview = renderOverview(document);
  const toc: TocItem[] = overview.headings.map((heading) => ({value: escapeHtml(heading.title), id: heading.id, level: heading.level}));
  const children = tags.flatMap((tag) => {
    toc.push({value: escapeHtml(tag.name), id: tag.anchor, level: 2});
    return [
      h('section', {className: ['api-ref__tag']}, [
        heading(2, tag.anchor, tag.name),
        // Like the operations' prose, left out of search: the headings find the tag and its operations.
        h('p', {dataSearchSkip: ''}, inline(tag.description)),
        ...tag.operations.map((op) => {
          toc.push({value: escapeHtml(op.summary), id: op.anchor, level: 3});
          return renderOperation(op, context);
        }),
      ]),
    ];
  });
  toc.push({value: 'Schemas', id: 'schemas', level: 2});
  const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const tree: Root = {type: 'root', children: [h('style', referenceStyles), h('section', {className: ['api-ref__overview']}, overview.nodes), ...children, h('section', {className: ['api-ref__schemas']}, renderSchemas(schemas))]};
  const html = toHtml(tree);
  const anchors = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  // Site links with their anchors (the build checks both); the static files (/api/openapi.json) are no routes.
  const links = [...new Set([...html.matchAll(/\shref="([/#][^"]*)/g)].map((m) => m[1]!))].filter((link) => !/\.\w+(#|$)/.test(link));
  return {html, toc, anchors, links, operationCount: tags.reduce((n, tag) => n + tag.operations.length, 0)};
}
