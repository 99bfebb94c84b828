/**
 * Remark plugin: wraps every code block that has a language to highlight (fenced code and
 * <CodeBlock> elements) in <PrismHighlighting>, and imports it once per page. Prism then ships in
 * the chunks of pages that show highlighted code and nowhere else.
 */
import {PLAIN_LANGUAGES} from '../../src/components/PrismHighlighting/plainLanguages';
import {mdxEsmNode} from '../shared/mdxEstree';

const WRAPPER = 'PrismHighlighting';
const SOURCE = '@site/src/components/PrismHighlighting';

interface Node {
  type: string;
  name?: string | null;
  lang?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
  [key: string]: unknown;
}

function jsxLanguage(node: Node): string | undefined {
  const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'language');
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** Whether this node is a code block whose language Prism would colour. */
export function needsHighlighting(node: Node): boolean {
  if (node.type === 'code') return Boolean(node.lang) && !PLAIN_LANGUAGES.has(node.lang!);
  if (node.type === 'mdxJsxFlowElement' && node.name === 'CodeBlock') {
    const language = jsxLanguage(node);
    return language !== undefined && !PLAIN_LANGUAGES.has(language);
  }
  return false;
}

function wrap(node: Node): Node {
  return {type: 'mdxJsxFlowElement', name: WRAPPER, attributes: [], children: [node]};
}

/** Wraps matching blocks in place; returns how many were wrapped. */
function wrapBlocks(parent: Node): number {
  if (!parent.children) return 0;
  let count = 0;
  parent.children = parent.children.map((child) => {
    if (needsHighlighting(child)) {
      count += 1;
      return wrap(child);
    }
    if (!(child.type === 'mdxJsxFlowElement' && child.name === WRAPPER)) count += wrapBlocks(child);
    return child;
  });
  return count;
}

function importNode(): Node {
  return mdxEsmNode(`import ${WRAPPER} from '${SOURCE}';`, {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: WRAPPER}}],
    source: {type: 'Literal', value: SOURCE, raw: `'${SOURCE}'`},
  });
}

export default function remarkPrismHighlighting() {
  return (tree: Node): void => {
    if (wrapBlocks(tree) > 0) tree.children = [importNode(), ...(tree.children ?? [])];
  };
}
