import React from 'react';
import CodeBlock from './CodeBlock';

// Unit tests check what a block says, not its colours: highlighting is the plain stub.
export default function PrismHighlighting({children}: {children: React.ReactNode}): React.ReactElement {
  return <>{children}</>;
}

export function HighlightedCodeBlock(props: React.ComponentProps<typeof CodeBlock>): React.ReactElement {
  return <CodeBlock {...props} />;
}
