import {valueToEstree} from 'estree-util-value-to-estree';
import {estreeProgram} from './mdxEstree';

/** The parts of an mdast/MDX node the site's remark plugins read and write. */
export interface MdxNode {
  type: string;
  name?: string | null;
  attributes?: MdxAttribute[];
  children?: MdxNode[];
  [key: string]: unknown;
}

export interface MdxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

/** Whether `node` is the block-level JSX element `<name>`. */
export function isJsxElement(node: MdxNode, name: string): boolean {
  return node.type === 'mdxJsxFlowElement' && node.name === name;
}

/** The value of a literal attribute (`name="…"`); undefined when absent or an `{expression}`. */
export function literalAttribute(node: MdxNode, name: string): string | undefined {
  const value = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
}

/** A `name={…}` attribute holding `value` as a literal: the page's chunk carries the data itself, not an import of it. */
export function expressionAttribute(name: string, value: unknown): MdxAttribute {
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

/** The identifier of an `{identifier}` attribute (`command={command}`); undefined for anything else. */
export function identifierAttribute(node: MdxNode, name: string): string | undefined {
  const value = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value as {type?: string; value?: string} | undefined;
  if (value?.type !== 'mdxJsxAttributeValueExpression' || typeof value.value !== 'string') return undefined;
  const text = value.value.trim();
  return /^[A-Za-z_$][\w$]*$/.test(text) ? text : undefined;
}

/** A `name={identifier}` attribute. */
export function identifierExpressionAttribute(name: string, identifier: string): MdxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: identifier,
      data: {estree: estreeProgram({type: 'ExpressionStatement', expression: {type: 'Identifier', name: identifier}})},
    },
  };
}

/** Where the page's `import local from '…'` comes from, if it has one. */
export function defaultImportSource(tree: MdxNode, local: string): string | undefined {
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    const body = ((node.data as {estree?: {body?: unknown[]}} | undefined)?.estree?.body ?? []) as {
      type: string;
      source?: {value?: unknown};
      specifiers?: {type: string; local?: {name?: string}}[];
    }[];
    for (const statement of body) {
      if (statement.type !== 'ImportDeclaration') continue;
      if (statement.specifiers?.some((s) => s.type === 'ImportDefaultSpecifier' && s.local?.name === local) && typeof statement.source?.value === 'string') return statement.source.value;
    }
  }
  return undefined;
}
