import React from 'react';

/**
 * Short reference text from data modules, where `backticks` mark code. Renders the code parts as
 * <code> elements, so data stays plain strings and no HTML is ever injected.
 */
export default function InlineText({text}: {text: string}): React.ReactElement {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : <React.Fragment key={index}>{part}</React.Fragment>))}
    </>
  );
}
