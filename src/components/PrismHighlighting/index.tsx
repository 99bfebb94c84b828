import React from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme/CodeBlock';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import HighlightedContent from '@theme-original/CodeBlock/Content';
import {HighlighterContext} from './context';

// The site's extra Prism languages (themeConfig.prism.additionalLanguages), registered once, here,
// instead of in a client module every page would load (see plugins/prism-on-demand).
prismIncludeLanguages(Prism);

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
