import React from 'react';
import TextWithCode from '@site/src/components/TextWithCode';

export interface BulletListProps<Item> {
  items: readonly Item[];
  ordered?: boolean;
  className?: string;
  style?: React.CSSProperties;
  /** Key of an item among its siblings; a string item is its own key. */
  itemKey?: (item: Item) => string;
  /** What an item shows; a string item shows as text, with `backticks` as code. */
  renderItem?: (item: Item) => React.ReactNode;
}

const asText = (item: unknown): string => String(item);

/** A data string, where `backticks` mark code as everywhere in src/data (TextWithCode). */
const asTextWithCode = (item: unknown): React.ReactNode => <TextWithCode text={String(item)} />;

/** A plain bulleted list from data: limits, exemptions and penalties, and the lists inside table cells. */
export default function BulletList<Item>({
  items,
  ordered = false,
  className,
  style,
  itemKey = asText,
  renderItem = asTextWithCode,
}: BulletListProps<Item>): React.ReactElement {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className} style={style}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </List>
  );
}
