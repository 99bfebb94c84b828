/**
 * Remark plugin: the MDX elements that only a few pages use import their theme component on the
 * page itself, instead of through the site-wide MDX components map (src/theme/MDXComponents.tsx),
 * which every page loads. An admonition (`:::note`, which Docusaurus' own remark plugins turn into
 * `<admonition>`) or a `<details>` block then ships in the chunks of the pages that show one.
 * It runs after Docusaurus' default remark plugins, which create those elements.
 */
import {mdxDefaultImport} from '../shared/mdxEstree';
import type {MdxNode} from '../shared/mdxJsx';

/** Element name as Docusaurus' remark plugins leave it → the local name and the module it comes from. */
export const THEME_ELEMENTS: Readonly<Record<string, {local: string; source: string}>> = {
  admonition: {local: 'ThemeAdmonition', source: '@theme/Admonition'},
  // Docusaurus' remark plugin already renames <details> to <Details>; both spellings are handled.
  details: {local: 'ThemeDetails', source: '@theme/MDXComponents/Details'},
  Details: {local: 'ThemeDetails', source: '@theme/MDXComponents/Details'},
};

const JSX_TYPES = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

/** Names the page itself imports or exports: a page's own `Details` wins over the theme's. */
function ownNames(tree: MdxNode): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node.data as {estree?: {body?: Array<{specifiers?: Array<{local?: {name?: string}}>; declaration?: {declarations?: Array<{id?: {name?: string}}>}}>}} | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      for (const specifier of statement.specifiers ?? []) if (specifier.local?.name) names.add(specifier.local.name);
      for (const declaration of statement.declaration?.declarations ?? []) if (declaration.id?.name) names.add(declaration.id.name);
    }
  }
  return names;
}

type Node = MdxNode & {data?: {hName?: string}};

/**
 * The element name a node becomes in the page: a JSX element's own name, or the `hName` that
 * Docusaurus' admonitions plugin gives a `:::note` directive.
 */
function elementName(node: Node): string | undefined {
  if (JSX_TYPES.has(node.type)) return node.name ?? undefined;
  return node.data?.hName;
}

/** Renames matching elements in place and collects the theme modules the page now needs. */
function renameElements(node: Node, own: Set<string>, used: Map<string, string>): void {
  const name = elementName(node);
  const element = name === undefined || own.has(name) ? undefined : THEME_ELEMENTS[name];
  if (element) {
    if (JSX_TYPES.has(node.type)) node.name = element.local;
    else node.data = {...node.data, hName: element.local};
    used.set(element.local, element.source);
  }
  for (const child of node.children ?? []) renameElements(child, own, used);
}

export default function remarkThemeElements() {
  return (tree: MdxNode): void => {
    const used = new Map<string, string>();
    renameElements(tree, ownNames(tree), used);
    if (used.size === 0) return;
    tree.children = [...[...used].map(([local, source]) => mdxDefaultImport(local, source)), ...(tree.children ?? [])];
  };
}
