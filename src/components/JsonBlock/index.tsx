import React from 'react';
import {HighlightedCodeBlock} from '@site/src/components/PrismHighlighting/json';

/** A JSON value as a highlighted, copyable code block. Values come from data modules, never hand-typed JSON. */
export default function JsonBlock({value, title}: {value: unknown; title?: string}): React.ReactElement {
  return (
    <HighlightedCodeBlock language="json" title={title}>
      {JSON.stringify(value, null, 2)}
    </HighlightedCodeBlock>
  );
}
