/**
 * The MDX pages write their own headings (for the table of contents) and place one data-driven
 * section under each; these tests keep pages and data in step.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {variables} from '@site/src/data/variables';
import type {VariableDoc} from '@site/src/data/variables';
import {repoRoot, tagKeys} from '../../support/routes';

const docsDir = path.join(repoRoot, 'docs/chatbot/variables');

function readPage(file: string): {front: Record<string, unknown>; body: string} {
  const text = readFileSync(path.join(docsDir, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file} has no front matter`);
  return {front: yaml.load(match[1] ?? '') as Record<string, unknown>, body: match[2] ?? ''};
}

/** Section heading, the component under it, and whether the entry has data for it. */
const sections: [string, string, (doc: VariableDoc) => boolean][] = [
  ['Syntax', 'Syntax', () => true],
  ['Parameters', 'Parameters', (doc) => doc.parameters.length > 0],
  ['Output', 'Output', () => true],
  ['Examples', 'Examples', () => true],
  ['Errors and limits', 'Notes', (doc) => doc.notes.length > 0],
  ['Platforms', 'Platforms', () => true],
  ['Related', 'Related', () => true],
];

describe.each(variables.map((doc) => [doc.name, doc] as const))('page for %s', (name, doc) => {
  const file = `${name}.mdx`;

  it('exists, titled with the ${...} form and tagged like its data', () => {
    expect(existsSync(path.join(docsDir, file))).toBe(true);
    const {front} = readPage(file);
    expect(front.title).toBe(`\${${name}}`);
    expect(front.tags).toEqual(doc.tags);
    expect(typeof front.description).toBe('string');
    expect((front.description as string).split(/[.!?](\s|$)/).filter((part) => part && part.trim()).length).toBe(1);
  });

  it('has a heading and a component for exactly the sections its data fills', () => {
    const {body} = readPage(file);
    for (const [heading, component, present] of sections) {
      const hasHeading = body.includes(`\n## ${heading}\n`);
      const hasComponent = body.includes(component === 'Related' ? '<Related variable={variable} summaries={related} />' : `<${component} variable={variable} />`);
      expect({heading, hasHeading, hasComponent}).toEqual({heading, hasHeading: present(doc), hasComponent: present(doc)});
    }
  });

  it('imports its own data module, and the related summaries when it shows them', () => {
    const {body} = readPage(file);
    expect(body).toContain(`import variable from '@site/src/data/variables/entries/${name}';`);
    expect(body.includes(`import related from '@site/src/data/variables/entries/${name}?related';`)).toBe(body.includes('<Related '));
  });

  it('uses no h1 and no $(...) spelling in its prose', () => {
    const {body} = readPage(file);
    expect(body).not.toMatch(/^# /m);
    expect(body).not.toMatch(/\$\(/);
  });
});

describe('variables index page', () => {
  it('explains both spellings, arguments, nesting and escaping, and holds the generated table', () => {
    const {front, body} = readPage('index.mdx');
    expect(front.title).toBe('Chatbot variables');
    expect((front.tags as string[]).every((tag) => tagKeys().includes(tag))).toBe(true);
    expect(body).toContain('<VariablesTable />');
    for (const needle of ['`$(uptime)`', '`${1}`', '`${1:}`', '`${args}`', '${game ${1}}', '/chatbot/variables/queryescape', '/chatbot/variables/pathescape']) {
      expect(body).toContain(needle);
    }
  });
});
