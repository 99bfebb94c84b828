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
