/**
 * Remark plugin: fails the build on a Markdown list broken by a paragraph that is not indented
 * under its item. Such a paragraph ends the list. What follows it either runs into the paragraph
 * (CommonMark lets only a list that starts at 1 interrupt a paragraph, so "3. …" on the next line
 * is more paragraph text) or, after a blank line, starts a second list numbered from 3. Both reach
 * every output (HTML, Markdown twins, llms-full.txt), so neither may build.
 */
import type {MdxNode} from '../shared/mdxJsx';

interface Position {
  start?: {line?: number};
}
type Node = MdxNode & {value?: string; ordered?: boolean; start?: number | null; position?: Position};

interface File {
  path?: string;
}

/** A line inside a paragraph's text that reads like an ordered list item: "3. Chat has been active". */
const LIST_ITEM_LINE = /\n[ \t]*(\d{1,9})[.)][ \t]+\S/;

function paragraphText(node: Node): string {
  return (node.children ?? []).map((child) => ((child as Node).type === 'text' ? ((child as Node).value ?? '') : '\u0000')).join('');
}

export interface BrokenList {
  line: number | undefined;
  message: string;
}

/** Every broken list in a Markdown tree, with the line it shows at. */
export function brokenLists(tree: Node): BrokenList[] {
  const found: BrokenList[] = [];
  const visit = (node: Node) => {
    const children = (node.children ?? []) as Node[];
    children.forEach((child, i) => {
      if (child.type === 'paragraph') {
        const item = LIST_ITEM_LINE.exec(paragraphText(child));
        if (item) {
          found.push({
            line: child.position?.start?.line,
            message: `the line "${item[1]}. …" is paragraph text, not a list item: a paragraph above it that is not indented under its list item ended the list. Indent that paragraph under the item (three spaces), or put it after the list.`,
          });
        }
      }
      if (child.type === 'list' && child.ordered && (child.start ?? 1) > 1 && children.slice(0, i).some((before) => before.type === 'list' && before.ordered)) {
        found.push({
          line: child.position?.start?.line,
          message: `an ordered list starts at ${child.start} after another list: something between them (a paragraph not indented under its item?) split one list in two.`,
        });
      }
      visit(child);
    });
  };
  visit(tree);
  return found;
}

export default function remarkBrokenLists() {
  return (tree: Node, file: File): void => {
    const broken = brokenLists(tree);
    if (broken.length === 0) return;
    const where = file.path ?? 'a page';
    throw new Error(`Broken Markdown list in ${where}:\n${broken.map((b) => `  - line ${b.line ?? '?'}: ${b.message}`).join('\n')}`);
  };
}
