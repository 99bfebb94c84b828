/**
 * Remark plugin: wraps every code block that has a language to highlight (fenced code and
 * <CodeBlock> elements) in the wrapper of its language's grammar group (<PrismHighlightingJson>
 * from src/components/PrismHighlighting/json, and so on), and imports each group the page uses
 * once. Prism then ships in the chunks of pages that show highlighted code and nowhere else, with
 * only the grammars those pages use.
 */
import {PLAIN_LANGUAGES} from '../../src/components/PrismHighlighting/plainLanguages';
import {GRAMMAR_GROUPS, grammarGroupOf, type GrammarGroup} from '../../src/components/PrismHighlighting/languages';
import {mdxDefaultImport} from '../shared/mdxEstree';
import {isJsxElement, literalAttribute, type MdxNode} from '../shared/mdxJsx';

/** The groups in a fixed order, so a page's imports come out the same on every build. */
const GROUPS: readonly GrammarGroup[] = [...(Object.keys(GRAMMAR_GROUPS) as GrammarGroup[]), 'core'];

/** The wrapper's local name in the page, one per group: PrismHighlightingWeb, PrismHighlightingJson… */
export function wrapperName(group: GrammarGroup): string {
  return `PrismHighlighting${group[0]!.toUpperCase()}${group.slice(1)}`;
}

/** The module a group's wrapper comes from. */
export function wrapperSource(group: GrammarGroup): string {
  return `@site/src/components/PrismHighlighting/${group}`;
}

type Node = MdxNode & {lang?: string | null};

/** The language of a fenced code block or a <CodeBlock> element, if it names one. */
function languageOf(node: Node): string | undefined {
  if (node.type === 'code') return node.lang || undefined; // a fence without a language has lang null
  return isJsxElement(node, 'CodeBlock') ? literalAttribute(node, 'language') : undefined;
}

/** The group to highlight this node with, if it is a code block whose language Prism would colour. */
function groupToWrap(node: Node): GrammarGroup | undefined {
  const language = languageOf(node);
  return language === undefined || PLAIN_LANGUAGES.has(language) ? undefined : grammarGroupOf(language);
}

/** Whether this node is a code block whose language Prism would colour. */
export function needsHighlighting(node: Node): boolean {
  return groupToWrap(node) !== undefined;
}

function wrap(node: Node, group: GrammarGroup): Node {
  return {type: 'mdxJsxFlowElement', name: wrapperName(group), attributes: [], children: [node]};
}

/** Wraps matching blocks in place; adds the group of each to `used`. */
function wrapBlocks(parent: Node, used: Set<GrammarGroup>): void {
  if (!parent.children) return;
  parent.children = parent.children.map((child) => {
    const group = groupToWrap(child);
    if (group !== undefined) {
      used.add(group);
      return wrap(child, group);
    }
    if (!GROUPS.some((wrapped) => isJsxElement(child, wrapperName(wrapped)))) wrapBlocks(child, used);
    return child;
  });
}

function importNode(group: GrammarGroup): Node {
  return mdxDefaultImport(wrapperName(group), wrapperSource(group));
}

export default function remarkPrismHighlighting() {
  return (tree: Node): void => {
    const used = new Set<GrammarGroup>();
    wrapBlocks(tree, used);
    const imports = GROUPS.filter((group) => used.has(group)).map(importNode);
    if (imports.length > 0) tree.children = [...imports, ...(tree.children ?? [])];
  };
}
