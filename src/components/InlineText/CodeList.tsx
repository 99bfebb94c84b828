import React from 'react';

/** Values as inline code, separated by commas; `lastSeparator` (e.g. " or ") joins the final pair. */
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
