/**
 * Remark plugin: wraps every code block that has a language to highlight (fenced code and
 * <CodeBlock> elements) in <PrismHighlighting>, and imports it once per page. Prism then ships in
 * the chunks of pages that show highlighted code and nowhere else.
 */
import {PLAIN_LANGUAGES} from '../../src/components/PrismHighlighting/plainLanguages';
import {mdxEsmNode} from '../shared/mdxEstree';
import {isJsxElement, literalAttribute, type MdxNode} from '../shared/mdxJsx';

const WRAPPER = 'PrismHighlighting';
const SOURCE = '@site/src/components/PrismHighlighting';

type Node = MdxNode & {lang?: string | null};

/** The language of a fenced code block or a <CodeBlock> element, if it names one. */
function languageOf(node: Node): string | undefined {
  if (node.type === 'code') return node.lang || undefined; // a fence without a language has lang null
  return isJsxElement(node, 'CodeBlock') ? literalAttribute(node, 'language') : undefined;
}

/** Whether this node is a code block whose language Prism would colour. */
export function needsHighlighting(node: Node): boolean {
  const language = languageOf(node);
  return language !== undefined && !PLAIN_LANGUAGES.has(language);
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
    if (!isJsxElement(child, WRAPPER)) count += wrapBlocks(child);
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
