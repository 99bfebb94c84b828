import React from 'react';

/** Short code items in running text, separated by commas: `!sr`, `!songrequest`. */
export default function CodeList({items}: {items: readonly string[]}): React.ReactElement {
  return (
    <>
      {items.map((item, index) => (
        <React.Fragment key={item}>
          {index > 0 && ', '}
          <code>{item}</code>
        </React.Fragment>
      ))}
    </>
  );
}
