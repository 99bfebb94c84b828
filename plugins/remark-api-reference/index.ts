/**
 * Remark plugin for /api: the overview and the reference that `<ApiReference />` shows are HTML the
 * page keeps from the server (plugins/openapi), not MDX, so the table of contents Docusaurus builds
 * from the page's own headings does not know their headings (the overview's sections, the `##` tags
 * and `###` operations). This plugin appends them to the page's `toc` export at compile time, from
 * the same sources. The element must come after the
 * page's last heading, so the table of contents stays in reading order.
 */
import {valueToEstree} from 'estree-util-value-to-estree';
import {loadDocument} from '../openapi/reference';
import {referenceToc} from '../openapi/render/toc';
import {isJsxElement, type MdxNode} from '../shared/mdxJsx';

const COMPONENT = 'ApiReference';


interface File {
  path?: string;
}

interface EstreeArray {
  type: 'ArrayExpression';
  elements: unknown[];
}

/** The array of the `export const toc = [...]` Docusaurus added, if any. */
function tocArray(tree: MdxNode): EstreeArray | undefined {
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    const body = ((node.data as {estree?: {body?: unknown[]}} | undefined)?.estree?.body ?? []) as {
      type: string;
      declaration?: {declarations?: {id: {name?: string}; init?: EstreeArray}[]};
    }[];
    const declarator = body[0]?.type === 'ExportNamedDeclaration' ? body[0].declaration?.declarations?.[0] : undefined;
    if (declarator?.id.name === 'toc' && declarator.init?.type === 'ArrayExpression') return declarator.init;
  }
  return undefined;
}

export default function remarkApiReference() {
  return (tree: MdxNode, file: File): void => {
    const children = tree.children ?? [];
    const index = children.findIndex((node) => isJsxElement(node, COMPONENT));
    if (index < 0) return;
    const where = file.path ?? 'MDX page';
    if (children.slice(index + 1).some((node) => node.type === 'heading')) throw new Error(`${where}: <${COMPONENT} /> must follow the page's last heading.`);
    const toc = tocArray(tree);
    if (!toc) throw new Error(`${where}: no table of contents export to extend; is remark-api-reference listed in remarkPlugins (after Docusaurus's own)?`);
    toc.elements.push(...referenceToc(loadDocument()).map((item) => valueToEstree(item)));
  };
}
