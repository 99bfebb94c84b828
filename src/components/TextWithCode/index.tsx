import React from 'react';

/**
 * Renders a plain data string in which `backticks` mark code, so data modules can say
 * "use `${1:}`" without carrying markup. Text stays text: nothing is parsed as HTML.
 */
export default function TextWithCode({text}: {text: string}): React.ReactElement {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : <React.Fragment key={index}>{part}</React.Fragment>))}
    </>
  );
}
