import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import HighlightedContent from './HighlightedContent';
import {HighlighterContext} from './context';

/**
 * Code blocks inside are syntax-highlighted with Prism. MDX fenced code gets this wrapper from
 * plugins/remark-prism-highlighting; components use HighlightedCodeBlock.
 */
export default function PrismHighlighting({children}: {children: React.ReactNode}): React.ReactElement {
  return <HighlighterContext.Provider value={HighlightedContent}>{children}</HighlighterContext.Provider>;
}

/** The theme's CodeBlock, highlighted. */
export function HighlightedCodeBlock(props: CodeBlockProps): React.ReactElement {
  return (
    <PrismHighlighting>
      <CodeBlock {...props} />
    </PrismHighlighting>
  );
}
