/**
 * The table of contents entries of /api's overview and reference, shared by the rendered reference
 * and plugins/remark-api-reference (which appends them to the page's `toc` export). An operation's
 * entry starts with its method, as a badge the reference's stylesheet colours (`api-toc-<method>`).
 */
import {tagsOf, type Json, type Operation} from '../../../src/apiReference/model';
import {renderOverview} from './overview';

export interface TocItem {
  /** HTML, escaped: Docusaurus writes it as the entry's markup. */
  value: string;
  id: string;
  level: 2 | 3;
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An operation's entry: method badge, then the summary. */
export const operationTocValue = (op: Pick<Operation, 'method' | 'summary'>) => `<b class="api-toc-method api-toc-${op.method}">${op.method.toUpperCase()}</b> ${escapeHtml(op.summary)}`;

export function referenceToc(document: Json): TocItem[] {
  return [
    ...renderOverview(document).headings.map((heading) => ({value: escapeHtml(heading.title), id: heading.id, level: heading.level})),
    ...tagsOf(document).flatMap((tag) => [
      {value: escapeHtml(tag.name), id: tag.anchor, level: 2 as const},
      ...tag.operations.map((op) => ({value: operationTocValue(op), id: op.anchor, level: 3 as const})),
    ]),
    {value: 'Schemas', id: 'schemas', level: 2},
  ];
}
