/**
 * One web of docs: a page that explains a feature ends with links to the reference API operations
 * that manage it, from src/data/api/featureLinks.ts and the document's summaries, added at compile
 * time (no page types them, and the data files of commands, topics or filters are not involved).
 * The operations link back to the page that explains them (`externalDocs` in the document).
 */
import path from 'node:path';
import {featureLinks} from '../../src/data/api/featureLinks';
import {allOperations, type Operation} from '../../src/apiReference/model';
import {loadDocument} from '../openapi/reference';
import {routeOfDoc} from '../shared/docRoutes';
import type {MdxNode} from '../shared/mdxJsx';

const docsDir = path.resolve(__dirname, '../../docs');
let operations: Map<string, Operation> | undefined;

/** The operations a page links to, in the order of the feature links that name the page. */
export function operationsForPage(route: string): Operation[] {
  operations ??= new Map(allOperations(loadDocument()).map((op) => [op.id, op]));
  const ids = [...new Set(featureLinks.filter((link) => link.pages.includes(route)).flatMap((link) => link.operations))];
  return ids.map((id) => {
    const op = operations!.get(id);
    if (!op) throw new Error(`src/data/api/featureLinks.ts: no operation has the id ${id}.`);
    return op;
  });
}

const text = (value: string): MdxNode => ({type: 'text', value});

/** The paragraph: "In the reference API: <summary> (`METHOD path`) · …". */
export function linksParagraph(ops: Operation[]): MdxNode {
  const children: MdxNode[] = [{type: 'strong', children: [text('In the reference API:')]}, text(' ')];
  ops.forEach((op, i) => {
    if (i > 0) children.push(text(' · '));
    children.push({type: 'link', url: `/api#${op.anchor}`, children: [text(op.summary)]}, text(' ('), {type: 'inlineCode', value: `${op.method.toUpperCase()} ${op.path}`}, text(')'));
  });
  // A <p data-search-skip>: the Markdown twin keeps it, search leaves it out (the words are the
  // reference's, found on /api; repeated on dozens of pages they would only crowd other results).
  return {type: 'mdxJsxFlowElement', name: 'p', attributes: [{type: 'mdxJsxAttribute', name: 'data-search-skip', value: ''}], children};
}

export default function remarkApiLinks() {
  return (tree: MdxNode, file: {path?: string}): void => {
    if (!file.path || !file.path.startsWith(docsDir)) return;
    const ops = operationsForPage(routeOfDoc(docsDir, file.path));
    if (ops.length === 0) return;
    tree.children = [...(tree.children ?? []), linksParagraph(ops)];
  };
}
