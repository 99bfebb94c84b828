// Theme override (replace). Why: The theme’s code markup without Prism, for plain-text blocks and
// blocks outside a highlighting page.
// Drop it when the theme renders unhighlighted blocks without importing Prism. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
import {CodeBlockMarkup, type Token} from './Markup';

/** One plain token per line: what Prism produces for a language without a grammar. */
function plainLines(code: string): Token[][] {
  return code.split('\n').map((content) => [{types: ['plain'], content}]);
}

const getLineProps: LineProps['getLineProps'] = ({className}) => ({className: clsx('token-line', className)});
const getTokenProps: LineProps['getTokenProps'] = ({token}) => ({className: 'token plain', children: token.content});

/**
 * The theme's code block markup without Prism: for plain-text languages, and for any code outside
 * a PrismHighlighting wrapper.
 */
export default function PlainContent({className}: {className?: string}): React.ReactElement {
  const {metadata} = useCodeBlockContext();
  const {plain} = usePrismTheme();
  return (
    <CodeBlockMarkup
      className={className}
      lines={plainLines(metadata.code)}
      style={{color: plain.color, backgroundColor: plain.backgroundColor}}
      getLineProps={getLineProps}
      getTokenProps={getTokenProps}
    />
  );
}
