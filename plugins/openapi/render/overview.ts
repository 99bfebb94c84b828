/**
 * The overview part of /api (src/data/api/overview.md), Markdown rendered to hast at build time,
 * with the same heading markup, data tables and escaping as the reference below it. `{site.<name>}`
 * takes a value of src/site.ts (an unknown name fails the build); a line `{{scopes}}` becomes the
 * OAuth2 scopes table and `{{documents}}` the links to the published OpenAPI files.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Element, ElementContent, Root} from 'hast';
import {h} from 'hastscript';
import {createSlugger, type Slugger} from '@docusaurus/utils';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';
import {site} from '../../../src/site';
import {publishedJsonPath, publishedYamlPath} from '../../../src/data/api/publishedFiles';
import type {Json} from '../../../src/apiReference/model';
import {allOperations, type Operation} from '../../../src/apiReference/model';
import {TOKEN_VARIABLE} from '../../../src/apiReference/samples';
import {typeOf} from './schemaText';
import {dataTable, heading} from './inline';

export const overviewPath = path.join(__dirname, '../../../src/data/api/overview.md');

const text = (value: string): ElementContent => ({type: 'text', value});

function withSiteValues(markdown: string): string {
  return markdown.replace(/\{samples\.tokenVariable\}/g, TOKEN_VARIABLE).replace(/\{site\.(\w+)\}/g, (_match, name: string) => {
    const value = (site as Record<string, unknown>)[name];
    if (typeof value !== 'string') throw new Error(`src/data/api/overview.md: {site.${name}} is not a text value of src/site.ts.`);
    return value;
  });
}

function scopesTable(document: Json): ElementContent {
  const schemes = ((document.components as Json | undefined)?.securitySchemes ?? {}) as Record<string, Json>;
  const flows = (schemes.oAuth2?.flows ?? {}) as Record<string, {scopes?: Record<string, string>}>;
  const scopes = Object.values(flows)[0]?.scopes ?? {};
  const operations = allOperations(document);
  return dataTable(
    ['Scope', 'Lets the application', 'Operations (stated / likely)'],
    Object.entries(scopes).map(([scope, meaning]) => [
      [h('code', scope)],
      [text(meaning)],
      [text(`${operations.filter((op) => op.scopes.includes(scope)).length} / ${operations.filter((op) => op.inferredScopes.includes(scope)).length}`)],
    ]),
  );
}

const operationLinks = (operations: Operation[], detail: (op: Operation) => ElementContent[] = () => []): ElementContent[] =>
  operations.flatMap((op, i) => [...(i > 0 ? [text(', ')] : []), h('a', {href: `#${op.anchor}`}, op.summary), ...detail(op)]);

/** Which operations document which error answers, from the document. */
function errorsTable(document: Json): ElementContent {
  const operations = allOperations(document);
  const statuses = [...new Set(operations.flatMap((op) => op.responses.map((r) => r.status)))].filter((status) => Number(status) >= 400).sort();
  return dataTable(
    ['Status', 'Documented by', 'Body'],
    statuses.map((status) => {
      const listed = operations.filter((op) => op.responses.some((r) => r.status === status));
      const schemas = [...new Set(listed.map((op) => op.responses.find((r) => r.status === status)?.schema).filter((schema): schema is Json => !!schema).map((schema) => JSON.stringify(schema)))];
      return [[h('code', status)], operationLinks(listed), schemas.length > 0 ? schemas.flatMap((schema, i) => [...(i > 0 ? [text(', ')] : []), ...typeOf(JSON.parse(schema) as Json)]) : [text('none documented')]];
    }),
    'Error answers the reference documents',
  );
}

/** The operations that page, with the paging values each takes. */
function pagingList(document: Json): ElementContent {
  const paging = ['limit', 'offset', 'page'];
  const operations = allOperations(document).filter((op) => op.parameters.some((p) => paging.includes(p.name)));
  return h('p', [
    text(`The ${operations.length} operations that page: `),
    ...operationLinks(operations, (op) => {
      const limit = op.parameters.find((p) => p.name === 'limit');
      const range = limit && limit.schema.minimum !== undefined && limit.schema.maximum !== undefined ? ` ${limit.schema.minimum}–${limit.schema.maximum}` : '';
      const names = op.parameters.filter((p) => paging.includes(p.name)).map((p) => (p.name === 'limit' ? `limit${range}` : p.name));
      return [text(` (${names.join(', ')})`)];
    }),
    text('.'),
  ]);
}

function documentLinks(): ElementContent {
  const link = (file: string, type: string, what: string) => h('li', [h('a', {href: `${site.baseUrl}${file.slice(1)}`, type}, path.posix.basename(file)), text(`: ${what}`)]);
  return h('ul', [link(publishedJsonPath, 'application/json', 'the OpenAPI 3.1 document as JSON.'), link(publishedYamlPath, 'application/yaml', 'the same document as YAML.')]);
}

const isElement = (node: unknown): node is Element => (node as Element).type === 'element';
const plain = (node: ElementContent): string => (node.type === 'text' ? node.value : isElement(node) ? node.children.map(plain).join('') : '');

/** Headings get the theme's markup and ids; tables the data-cards convention; directives their content. */
function adapt(nodes: ElementContent[], document: Json, slugger: Slugger): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (!isElement(node)) return [node];
    if (node.tagName === 'p' && node.children.length === 1 && node.children[0]?.type === 'text') {
      const directive = /^\{\{(\w+)\}\}$/.exec(node.children[0].value.trim())?.[1];
      if (directive === 'scopes') return [scopesTable(document)];
      if (directive === 'documents') return [documentLinks()];
      if (directive === 'errors') return [errorsTable(document)];
      if (directive === 'paging') return [pagingList(document)];
      if (directive) throw new Error(`src/data/api/overview.md: unknown directive {{${directive}}}.`);
    }
    if (node.tagName === 'h2' || node.tagName === 'h3') {
      const title = plain(node).trim();
      return [heading(node.tagName === 'h2' ? 2 : 3, slugger.slug(title), title)];
    }
    // Code blocks scroll sideways: keyboard users must be able to reach them.
    if (node.tagName === 'pre') return [{...node, properties: {...node.properties, tabIndex: 0}}];
    if (node.tagName === 'table') {
      const headers = node.children.filter(isElement).find((c) => c.tagName === 'thead')?.children.filter(isElement)[0]?.children.filter(isElement).map((cell) => plain(cell).trim()) ?? [];
      const bodyRows = node.children.filter(isElement).find((c) => c.tagName === 'tbody')?.children.filter(isElement) ?? [];
      return [dataTable(headers, bodyRows.map((row) => row.children.filter(isElement).map((cell) => cell.children)))];
    }
    return [{...node, children: adapt(node.children, document, slugger)}];
  });
}

/** The overview's hast, and its headings for the table of contents. */
export function renderOverview(document: Json, markdown = readFileSync(overviewPath, 'utf8')): {nodes: ElementContent[]; headings: {title: string; id: string; level: 2 | 3}[]} {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
  const tree = processor.runSync(processor.parse(withSiteValues(markdown))) as Root;
  // Docusaurus's own slugger, so ids are what a Markdown heading with the same words would get.
  const nodes = adapt(tree.children as ElementContent[], document, createSlugger());
  const headings = nodes.filter(isElement).filter((n) => n.tagName === 'h2' || n.tagName === 'h3').map((n) => ({title: plain(n).replace(/\u200b/g, '').trim(), id: String(n.properties.id), level: (n.tagName === 'h2' ? 2 : 3) as 2 | 3}));
  return {nodes, headings};
}
