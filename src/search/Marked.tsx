import React from 'react';
import {unmarked} from './sanitizeHit';

/**
 * Renders a highlighted value ("text <mark>hit</mark> text") as React elements: the marked parts
 * become <mark>, everything else is plain text, so no HTML from a page or a query is ever parsed.
 */
export default function Marked({value}: {value: string}): React.ReactElement {
  const parts = value.split(/(<mark>[\s\S]*?<\/mark>)/);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith('<mark>') && part.endsWith('</mark>') ? (
          <mark key={i}>{unmarked(part)}</mark>
        ) : (
          <React.Fragment key={i}>{unmarked(part)}</React.Fragment>
        ),
      )}
    </>
  );
}
