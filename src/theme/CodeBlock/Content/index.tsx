// Theme override (replace). Why: Highlights only where a page provides Prism (its blocks’ grammar
// groups); plain text needs no Prism at all.
// Drop it when the theme loads Prism and its grammars per page, on demand. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React, {useContext} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {HighlighterContext} from '@site/src/components/PrismHighlighting/context';
import {PLAIN_LANGUAGES} from '@site/src/components/PrismHighlighting/plainLanguages';
import PlainContent from './Plain';

/**
 * Highlights with Prism when an enclosing PrismHighlighting provides it and the language has a
 * grammar; otherwise renders the same markup as plain text, so pages without code load no Prism.
 */
export default function CodeBlockContent(props: Props): React.ReactElement {
  const {metadata} = useCodeBlockContext();
  const Highlighted = useContext(HighlighterContext);
  if (!Highlighted || PLAIN_LANGUAGES.has(metadata.language)) return <PlainContent {...props} />;
  // The highlighter comes from context and is the same component on every render.
  return React.createElement(Highlighted, props);
}
