/**
 * The variables index page. Each variable's own page (its title, tags, imports, and a heading and
 * component for exactly the sections its data fills) is checked by the build:
 * plugins/data-validation/pages.ts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {repoRoot, tagKeys} from '../../support/routes';

const docsDir = path.join(repoRoot, 'docs/chatbot/variables');

function readPage(file: string): {front: Record<string, unknown>; body: string} {
  const text = readFileSync(path.join(docsDir, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file} has no front matter`);
  return {front: yaml.load(match[1] ?? '') as Record<string, unknown>, body: match[2] ?? ''};
}

describe('variables index page', () => {
  it('explains both spellings, arguments, nesting and escaping, and holds the generated table', () => {
    const {front, body} = readPage('index.mdx');
    expect(front.title).toBe('Chatbot variables');
    expect((front.tags as string[]).every((tag) => tagKeys().includes(tag))).toBe(true);
    expect(body).toContain('<VariablesTable />');
    for (const needle of ['`$(uptime)`', '`${1}`', '`${1:}`', '`${1:3}`', '`${:2}`', '${game ${1}}', '/chatbot/variables/args', '/chatbot/variables/queryescape', '/chatbot/variables/pathescape', '<VariablesNotEverywhere />']) {
      expect(body).toContain(needle);
    }
    // There is no ${args} variable (updates-2026c).
    expect(body).not.toMatch(/\$[({]args[)}]/);
  });
});
