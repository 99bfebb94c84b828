import React from 'react';
import type {ReactElement, ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import {highlightedContent} from './HighlightedContent';
import {HighlighterContext} from './context';
import type {PrismLike} from './tokens';

export type Highlighting = {
  /** Code blocks inside are highlighted with this group's grammars. */
  PrismHighlighting: (props: {children: ReactNode}) => ReactElement;
  /** The theme's CodeBlock, highlighted with this group's grammars. */
  HighlightedCodeBlock: (props: CodeBlockProps) => ReactElement;
};

/**
 * The wrappers for one grammar group, made once by its module (./web.tsx, ./json.tsx…). MDX
 * fenced code gets a wrapper from plugins/remark-prism-highlighting; components import the group
 * of the language they show and use its HighlightedCodeBlock.
 */
export function highlighting(prism: PrismLike): Highlighting {
  const Content = highlightedContent(prism);
  function PrismHighlighting({children}: {children: ReactNode}): ReactElement {
    return <HighlighterContext.Provider value={Content}>{children}</HighlighterContext.Provider>;
  }
  function HighlightedCodeBlock(props: CodeBlockProps): ReactElement {
    return (
      <PrismHighlighting>
        <CodeBlock {...props} />
      </PrismHighlighting>
    );
  }
  return {PrismHighlighting, HighlightedCodeBlock};
}
