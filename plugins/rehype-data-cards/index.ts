/**
 * Rehype plugin: a Markdown table follows the same convention as the generated tables
 * (src/components/DataTable, docs-dev/reading.md), so that below the desktop breakpoint each row
 * reads as a card. The table gets `data-cards`, every body cell `data-label` with its column's
 * heading, and the table parts their roles (a table not displayed as one loses its semantics in
 * some browsers). The facts stay where they are: only attributes are added, at build time.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

type Parent = Root | Element;

const isElement = (node: RootContent | ElementContent): node is Element => node.type === 'element';

function children(node: Parent, tagName: string): Element[] {
  return (node.children as (RootContent | ElementContent)[]).filter((child): child is Element => isElement(child) && child.tagName === tagName);
}

/** The text of a cell, as a reader sees it (inline code and emphasis keep their words). */
function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  return node.children.map(textOf).join('');
}

const ROLES: Record<string, string> = {table: 'table', thead: 'rowgroup', tbody: 'rowgroup', tr: 'row', th: 'columnheader', td: 'cell'};

function withRole(element: Element, role = ROLES[element.tagName]): void {
  if (role && element.properties.role === undefined) element.properties.role = role;
}

/** Adds the card attributes to one table; returns false when it has no header row to name the fields. */
export function labelTable(table: Element): boolean {
  const [head] = children(table, 'thead');
  const [headRow] = head ? children(head, 'tr') : [];
  if (!head || !headRow) return false;
  const labels = children(headRow, 'th').map((th) => textOf(th).replace(/\s+/g, ' ').trim());
  table.properties.dataCards = '';
  withRole(table);
  withRole(head);
  withRole(headRow);
  for (const th of children(headRow, 'th')) withRole(th);
  for (const body of children(table, 'tbody')) {
    withRole(body);
    for (const row of children(body, 'tr')) {
      withRole(row);
      children(row, 'td').forEach((cell, index) => {
        withRole(cell);
        // A row-name column often has an empty heading: its cells still carry it, empty.
        cell.properties.dataLabel = labels[index] ?? '';
      });
    }
  }
  return true;
}

function visit(node: Parent): void {
  for (const child of node.children) {
    if (!isElement(child)) {
      // MDX JSX elements hold Markdown children too (a table inside a component).
      if ('children' in child && Array.isArray(child.children)) visit(child as unknown as Element);
      continue;
    }
    if (child.tagName === 'table') labelTable(child);
    else visit(child);
  }
}

export default function rehypeDataCards() {
  return (tree: Root): void => visit(tree);
}
