import React from 'react';

/**
 * Short code items in running text, separated by commas: `!sr`, `!songrequest`.
 * `lastSeparator` (e.g. " or ") joins the final pair instead of a comma.
 */
export default function CodeList({items, lastSeparator = ', '}: {items: readonly string[]; lastSeparator?: string}): React.ReactElement {
  return (
    <>
      {items.map((item, index) => (
        <React.Fragment key={item}>
          {index > 0 && (index === items.length - 1 ? lastSeparator : ', ')}
          <code>{item}</code>
        </React.Fragment>
      ))}
    </>
  );
}
