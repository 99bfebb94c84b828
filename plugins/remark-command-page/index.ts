/**
 * Remark plugin for default-command pages. A page imports its own data module and hands it over:
 *
 *   import command from '@site/src/data/commands/entries/points';
 *   <CommandPage command={command}>…</CommandPage>
 *
 * This plugin checks that the page imports the module named after it and that the front matter
 * names the same command (adding the command's aliases to the keywords search reads), then adds
 * what the page cannot write itself: its table of contents, built from the same entry at run time
 * (so a data edit reaches it in the dev server), and the related commands' one-line summaries
 * (`…/points?related`, plugins/data-entries), so the page ships its own entry and no other.
 */
import path from 'node:path';
import type {Command} from '../../src/data/commands/types';
import {loadEntryModule} from '../../src/data/entries/loadEntries';
import {mdxDefaultImport, mdxEsmNode} from '../shared/mdxEstree';
import {defaultImportSource, identifierAttribute, identifierExpressionAttribute, isJsxElement, type MdxNode} from '../shared/mdxJsx';

interface File {
  path?: string;
  /** `data.frontMatter` is set by Docusaurus's MDX loader; the page module exports that same object. */
  data?: {[key: string]: unknown};
}

const COMPONENT = 'CommandPage';
const ENTRIES = '@site/src/data/commands/entries/';
const siteDir = path.resolve(__dirname, '../..');

function commandPages(node: MdxNode, found: MdxNode[] = []): MdxNode[] {
  if (isJsxElement(node, COMPONENT)) found.push(node);
  for (const child of node.children ?? []) commandPages(child, found);
  return found;
}

/** The entry module the element's `command={…}` comes from, which must be the page's own. */
function entryName(tree: MdxNode, element: MdxNode, pagePath: string | undefined): {local: string; name: string} {
  const local = identifierAttribute(element, 'command');
  if (!local) throw new Error(`<${COMPONENT}> needs command={…}, the page's data module: import command from '${ENTRIES}<name>'.`);
  const source = defaultImportSource(tree, local);
  if (!source?.startsWith(ENTRIES)) throw new Error(`<${COMPONENT} command={${local}}> must get ${local} from a default import of '${ENTRIES}<name>'.`);
  const name = source.slice(ENTRIES.length);
  const page = pagePath ? path.basename(pagePath).replace(/\.mdx?$/, '') : name;
  if (name !== page) throw new Error(`the page ${page} imports the data of !${name}; a command page imports its own module (${ENTRIES}${page}).`);
  return {local, name};
}

/**
 * A command page's front matter must name its own command: title and sidebar label `!name`, and any
 * keyword written with "!" must be the name or an alias. Then every alias is added to the keywords,
 * so the page's meta keywords (and the search index built from them) always carry the data's aliases.
 */
function checkFrontMatter(frontMatter: unknown, command: Command): void {
  if (typeof frontMatter !== 'object' || frontMatter === null) return;
  const fields = frontMatter as Record<string, unknown>;
  const own = `!${command.name}`;
  for (const field of ['title', 'sidebar_label']) {
    const value = fields[field];
    if (value !== undefined && value !== own) throw new Error(`front matter "${field}" is ${JSON.stringify(value)}, but the page documents ${own}.`);
  }
  const keywords = fields.keywords ?? [];
  if (!Array.isArray(keywords) || !keywords.every((keyword) => typeof keyword === 'string'))
    throw new Error('front matter "keywords" must be a list of words.');
  const triggers = [own, ...command.aliases];
  const wrong = keywords.filter((keyword: string) => keyword.startsWith('!') && !triggers.includes(keyword));
  if (wrong.length > 0) throw new Error(`front matter "keywords" names ${wrong.join(', ')}, which is not ${own} or one of its aliases (${command.aliases.join(', ') || 'none'}).`);
  fields.keywords = [...keywords, ...command.aliases.filter((alias) => !keywords.includes(alias))];
}

/** `export const toc = __commandToc(<entry>, <hasProse>);` */
function tocExport(local: string, hasProse: boolean): MdxNode {
  return mdxEsmNode(`export const toc = __commandToc(${local}, ${hasProse});`, {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: {type: 'Identifier', name: 'toc'},
          init: {
            type: 'CallExpression',
            optional: false,
            callee: {type: 'Identifier', name: '__commandToc'},
            arguments: [
              {type: 'Identifier', name: local},
              {type: 'Literal', value: hasProse, raw: String(hasProse)},
            ],
          },
        },
      ],
    },
  });
}

/** `import {commandToc as __commandToc} from '…/sections';` */
function tocImport(): MdxNode {
  const source = '@site/src/components/CommandPage/sections';
  return mdxEsmNode(`import {commandToc as __commandToc} from '${source}';`, {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportSpecifier', imported: {type: 'Identifier', name: 'commandToc'}, local: {type: 'Identifier', name: '__commandToc'}}],
    source: {type: 'Literal', value: source, raw: `'${source}'`},
  });
}

export default function remarkCommandPage() {
  return (tree: MdxNode, file: File): void => {
    const elements = commandPages(tree);
    if (elements.length === 0) return;
    const where = file.path ? path.relative(siteDir, file.path) : 'MDX page';
    if (elements.length > 1) throw new Error(`${where}: one <${COMPONENT}> per page, found ${elements.length}.`);
    const element = elements[0]!;
    let local: string;
    let name: string;
    try {
      ({local, name} = entryName(tree, element, file.path));
      const {entry} = loadEntryModule<Command>(path.join(siteDir, 'src/data/commands/entries', `${name}.ts`));
      checkFrontMatter(file.data?.frontMatter, entry);
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`, {cause: error});
    }
    const hasProse = (element.children ?? []).length > 0;
    element.attributes = [...(element.attributes ?? []), identifierExpressionAttribute('relatedSummaries', '__relatedSummaries')];
    tree.children = [mdxDefaultImport('__relatedSummaries', `${ENTRIES}${name}?related`), tocImport(), tocExport(local, hasProse), ...(tree.children ?? [])];
  };
}
