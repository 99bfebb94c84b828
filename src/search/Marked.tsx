import React from 'react';
import {markedParts} from './pageView';

/**
 * Renders a highlighted value ("text <mark>hit</mark> text") as React elements: the marked parts
 * become <mark>, everything else is plain text, so no HTML from a page or a query is ever parsed.
 */
export default function Marked({value}: {value: string}): React.ReactElement {
  return (
    <>
      {markedParts(value).map((part, i) =>
        part.marked ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
      )}
    </>
  );
}
