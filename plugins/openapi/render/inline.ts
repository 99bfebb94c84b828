import type {ElementContent} from 'hast';
import {h} from 'hastscript';

/**
 * Our descriptions are plain sentences with `code` in backticks: the only markup they use. Text
 * becomes hast text nodes, so everything is escaped when the tree is written out.
 */
export function inline(text: string): ElementContent[] {
  return text.split(/(`[^`]+`)/).filter(Boolean).map((part) => (part.startsWith('`') && part.endsWith('`') ? h('code', part.slice(1, -1)) : {type: 'text', value: part}));
}

/** A heading as the docs theme renders one: id, anchor classes and a "Direct link" hash link. */
export function heading(level: 2 | 3, id: string, text: string, searchKeywords?: string): ElementContent {
  const label = `Direct link to ${text}`;
  return h(`h${level}`, {id, className: ['anchor', 'api-ref__heading'], ...(searchKeywords ? {dataSearchKeywords: searchKeywords} : {})}, [
    ...inline(text),
    h('a', {href: `#${id}`, className: ['hash-link'], ariaLabel: label, title: label, translate: 'no'}, '\u200b'),
  ]);
}

/** A data table in the site's convention: `data-cards` on the table, each body cell labelled with its column. */
export function dataTable(headers: string[], rows: ElementContent[][][], caption?: string): ElementContent {
  return h('table', {dataCards: ''}, [
    ...(caption ? [h('caption', {className: ['api-ref__caption']}, caption)] : []),
    h('thead', [h('tr', headers.map((header) => h('th', {scope: 'col'}, header)))]),
    h('tbody', rows.map((cells) => h('tr', cells.map((cell, i) => h('td', {dataLabel: headers[i]}, cell))))),
  ]);
}
