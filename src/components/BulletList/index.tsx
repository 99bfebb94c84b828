import React from 'react';

/** A plain bulleted list from data, for limits, exemptions and penalties. */
export default function BulletList({items, ordered = false}: {items: readonly string[]; ordered?: boolean}): React.ReactElement {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
