import React, {useMemo} from 'react';
import type {ComponentType} from 'react';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
import {CodeBlockMarkup} from '@site/src/theme/CodeBlock/Content/Markup';
import clsx from 'clsx';
import {highlightLines, styleDictionary, tokenStyle, type PrismLike} from './tokens';

/**
 * The theme's highlighted code block content, tokenized by the site's own small Prism (./prism.ts)
 * with the grammars `prism` has been given (one of ./grammars).
 */
export function highlightedContent(prism: PrismLike): ComponentType<Props> {
  return function HighlightedContent({className}: Props): React.ReactElement {
    const {metadata} = useCodeBlockContext();
    const theme = usePrismTheme();
    const {code, language} = metadata;
    const lines = useMemo(() => highlightLines(prism, code, language), [code, language]);
    const dictionary = useMemo(() => styleDictionary(theme, language), [theme, language]);
    const getLineProps: LineProps['getLineProps'] = ({className: lineClass}) => ({className: clsx('token-line', lineClass), style: dictionary.plain});
    const getTokenProps: LineProps['getTokenProps'] = ({token}) => ({
      className: clsx('token', ...token.types),
      style: tokenStyle(dictionary, token),
      children: token.content,
    });
    return (
      <CodeBlockMarkup className={className} lines={lines} style={dictionary.root} getLineProps={getLineProps} getTokenProps={getTokenProps} />
    );
  };
}
