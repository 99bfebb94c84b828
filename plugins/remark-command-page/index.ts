/**
 * Remark plugin for default-command pages. A page says `<CommandPage name="points">`; this plugin
 * looks the command up at compile time, passes it to the component as a `data` literal and exports
 * the page's table of contents. Each page's chunk then carries one command, not all 69.
 */
import {valueToEstree} from 'estree-util-value-to-estree';
import {commandToc} from '../../src/components/CommandPage/sections';
import {commandPageData} from '../../src/data/commands/pageData';
import type {Command} from '../../src/data/commands/types';
import {mdxEsmNode} from '../shared/mdxEstree';
import {expressionAttribute, isJsxElement, literalAttribute, type MdxNode} from '../shared/mdxJsx';

interface File {
  path?: string;
  /** `data.frontMatter` is set by Docusaurus's MDX loader; the page module exports that same object. */
  data?: {[key: string]: unknown};
}

const COMPONENT = 'CommandPage';

function commandPages(node: MdxNode, found: MdxNode[] = []): MdxNode[] {
  if (isJsxElement(node, COMPONENT)) found.push(node);
  for (const child of node.children ?? []) commandPages(child, found);
  return found;
}

function nameOf(element: MdxNode): string {
  const name = literalAttribute(element, 'name');
  if (name === undefined) throw new Error(`<${COMPONENT}> needs a literal name="…" attribute.`);
  return name;
}

/**
 * A command page's front matter must name its own command: title and sidebar label `!name`, and any
 * keyword written with "!" must be the name or an alias. Then every alias is added to the keywords,
 * so the page's meta keywords (and the search index built from them) always carry the data's aliases.
 */
function checkFrontMatter(frontMatter: unknown, command: Command): void {
  if (typeof frontMatter !== 'object' || frontMatter === null) return;
  const fields = frontMatter as Record<string, unknown>;
  const own = `!${command.name}`;
  for (const field of ['title', 'sidebar_label']) {
    const value = fields[field];
    if (value !== undefined && value !== own) throw new Error(`front matter "${field}" is ${JSON.stringify(value)}, but the page documents ${own}.`);
  }
  const keywords = fields.keywords ?? [];
  if (!Array.isArray(keywords) || !keywords.every((keyword) => typeof keyword === 'string'))
    throw new Error('front matter "keywords" must be a list of words.');
  const triggers = [own, ...command.aliases];
  const wrong = keywords.filter((keyword: string) => keyword.startsWith('!') && !triggers.includes(keyword));
  if (wrong.length > 0) throw new Error(`front matter "keywords" names ${wrong.join(', ')}, which is not ${own} or one of its aliases (${command.aliases.join(', ') || 'none'}).`);
  fields.keywords = [...keywords, ...command.aliases.filter((alias) => !keywords.includes(alias))];
}

function tocExport(toc: unknown): MdxNode {
  return mdxEsmNode(`export const toc = ${JSON.stringify(toc)};`, {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [{type: 'VariableDeclarator', id: {type: 'Identifier', name: 'toc'}, init: valueToEstree(toc)}],
    },
  });
}

export default function remarkCommandPage() {
  return (tree: MdxNode, file: File): void => {
    const elements = commandPages(tree);
    if (elements.length === 0) return;
    if (elements.length > 1) throw new Error(`${file.path ?? 'MDX page'}: one <${COMPONENT}> per page, found ${elements.length}.`);
    const element = elements[0]!;
    let data;
    try {
      data = commandPageData(nameOf(element));
      checkFrontMatter(file.data?.frontMatter, data.command);
    } catch (error) {
      throw new Error(`${file.path ?? 'MDX page'}: ${(error as Error).message}`, {cause: error});
    }
    const hasProse = (element.children ?? []).length > 0;
    element.attributes = [...(element.attributes ?? []), expressionAttribute('data', data)];
    tree.children = [tocExport(commandToc(data.command, hasProse)), ...(tree.children ?? [])];
  };
}
