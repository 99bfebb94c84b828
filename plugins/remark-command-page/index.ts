/**
 * Remark plugin for default-command pages. A page says `<CommandPage name="points">`; this plugin
 * looks the command up at compile time, passes it to the component as a `data` literal and exports
 * the page's table of contents. Each page's chunk then carries one command, not all 69.
 */
import {valueToEstree} from 'estree-util-value-to-estree';
import {commandToc} from '../../src/components/CommandPage/sections';
import {commandPageData} from '../../src/data/commands/pageData';
import {estreeProgram, mdxEsmNode} from '../shared/mdxEstree';
import {isJsxElement, literalAttribute, type MdxAttribute, type MdxNode} from '../shared/mdxJsx';

interface File {
  path?: string;
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

function expressionAttribute(name: string, value: unknown): MdxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {estree: estreeProgram({type: 'ExpressionStatement', expression: valueToEstree(value)})},
    },
  };
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
    } catch (error) {
      throw new Error(`${file.path ?? 'MDX page'}: ${(error as Error).message}`, {cause: error});
    }
    const hasProse = (element.children ?? []).length > 0;
    element.attributes = [...(element.attributes ?? []), expressionAttribute('data', data)];
    tree.children = [tocExport(commandToc(data.command, hasProse)), ...(tree.children ?? [])];
  };
}
