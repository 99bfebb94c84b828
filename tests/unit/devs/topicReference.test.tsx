// @vitest-environment jsdom
import {existsSync, readFileSync} from 'node:fs';
import React from 'react';
import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import {TopicExamples, TopicFacts, TopicFields, TopicSubscribe} from '@site/src/components/TopicReference';
import TopicIndex from '@site/src/components/TopicReference/TopicIndex';
import {topicByName, topicRoute, topics, type JsonSchema} from '@site/src/data/topics';

/** Each part as a page renders it: with the topic entry the page imports. */
const fields = (name: string) => <TopicFields topic={topicByName(name)} />;
const facts = (name: string) => <TopicFacts topic={topicByName(name)} />;
const subscribe = (name: string) => <TopicSubscribe topic={topicByName(name)} />;
const examples = (name: string) => <TopicExamples topic={topicByName(name)} />;

/** Every property path in a schema, walked independently of the component's own flattening. */
function propertyPaths(schema: JsonSchema, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => [
    prefix + name,
    ...propertyPaths(child, `${prefix}${name}.`),
    ...(child.items ? propertyPaths(child.items, `${prefix}${name}[].`) : []),
  ]);
}

const firstColumn = (table: HTMLElement): string[] =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');

describe('TopicFields', () => {
  for (const topic of topics) {
    if (!topic.schema) continue;
    if (!topic.schema.properties) {
      // A map without fixed fields (channel.session.reset): its page describes the keys in prose, so no empty table.
      it(`${topic.name}: shows no field table for a payload without fixed fields`, () => {
        render(fields(topic.name));
        expect(screen.queryByRole('table')).toBeNull();
      });
      continue;
    }
    it(`${topic.name}: lists every schema property once, with type and required/optional`, () => {
      render(fields(topic.name));
      const table = screen.getByRole('table', {name: `Fields of data in ${topic.name} messages`});
      const expected = propertyPaths(topic.schema!);
      expect(expected.length).toBeGreaterThan(0);
      expect(firstColumn(table)).toEqual(expected);
      for (const row of within(table).getAllByRole('row').slice(1)) {
        const cells = row.querySelectorAll('td');
        expect(cells[1]?.textContent).not.toBe('');
        expect(['Required', 'Optional']).toContain(cells[2]?.textContent);
        expect(cells[3]?.textContent, cells[0]?.textContent ?? '').not.toBe('');
      }
    });
  }

  it('marks required and optional fields from the schema', () => {
    render(fields('channel.tips.moderation'));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const cellsOf = (path: string) => Array.from(rows.find((row) => row.querySelector('td')?.textContent === path)?.querySelectorAll('td') ?? [], (cell) => cell.textContent);
    expect(cellsOf('approvedBy')[2]).toBe('Optional');
    expect(cellsOf('donation.amount')).toEqual(expect.arrayContaining(['number', 'Required']));
    expect(cellsOf('approved')[3]).toContain('One of: pending, allowed, rejected');
  });

  it('renders nothing for the topic without documented payload fields', () => {
    const {container} = render(fields('channel.kvstore.update'));
    expect(container.innerHTML).toBe('');
  });
});

describe('TopicFacts and TopicSubscribe', () => {
  it('shows the topic name as code to copy, the token types and the scope', () => {
    const {container} = render(facts('channel.tips'));
    expect(container.querySelector('pre')?.textContent).toBe('channel.tips');
    expect(container.textContent).toContain('jwt, oauth2 or apikey');
    expect(container.textContent).toContain('tips:read');
  });

  it('says no scope is needed where none is, and names none where the reference is silent', () => {
    const giveaway = render(facts('channel.giveaways'));
    expect(giveaway.container.textContent).toContain('None needed');
    giveaway.unmount();
    const timeout = render(facts('channel.chatbot.timeout'));
    expect(timeout.container.textContent).not.toContain('Scope');
    expect(timeout.container.textContent).toContain('In development');
  });

  it('builds the subscribe request for the topic', () => {
    const {container} = render(subscribe('channel.stream.status'));
    const request = JSON.parse(container.querySelector('pre')?.textContent ?? '{}');
    expect(request).toMatchObject({type: 'subscribe', data: {topic: 'channel.stream.status', token_type: 'jwt'}});
  });
});

describe('TopicExamples', () => {
  it('shows each example as JSON inside the message envelope', () => {
    const {container} = render(examples('channel.giveaways'));
    const blocks = Array.from(container.querySelectorAll('pre'));
    expect(blocks).toHaveLength(topics.find((topic) => topic.name === 'channel.giveaways')!.examples.length);
    for (const block of blocks) {
      expect(block.getAttribute('data-language')).toBe('json');
      expect(JSON.parse(block.textContent ?? '')).toMatchObject({type: 'message', topic: 'channel.giveaways'});
    }
  });
});

describe('TopicIndex', () => {
  it('lists all twelve topics, each linking to its page', () => {
    render(<TopicIndex />);
    const links = within(screen.getByRole('table', {name: 'Websocket topics'})).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(topics.map(topicRoute));
    expect(links.map((link) => link.textContent)).toEqual(topics.map((topic) => topic.name));
  });

  it('writes "In development." in bold after a topic’s summary, with the space before it outside the bold', () => {
    render(<TopicIndex />);
    const table = screen.getByRole('table', {name: 'Websocket topics'});
    const inDevelopment = topics.filter((topic) => topic.inDevelopment);
    expect(inDevelopment.length).toBeGreaterThan(0);
    for (const topic of inDevelopment) {
      const row = within(table).getByRole('link', {name: topic.name}).closest('tr')!;
      const cell = row.querySelectorAll('td')[1]!;
      expect(cell.textContent).toBe(`${topic.summary} In development.`);
      expect(cell.querySelector('strong')?.textContent).toBe('In development.');
    }
  });
});

/** Files of src/components/TopicReference a module reaches through its relative imports and re-exports. */
function reachedFiles(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(`src/components/TopicReference/${file}`, 'utf8');
  for (const [, local] of source.matchAll(/^(?:import|export) (?!type )[^;]*from '\.\/([\w.]+)';$/gm)) {
    const next = ['.tsx', '.ts', ''].map((ending) => `${local}${ending}`).find((name) => existsSync(`src/components/TopicReference/${name}`));
    if (next && !next.endsWith('.css')) reachedFiles(next, seen);
  }
  return seen;
}

describe('the topic page parts', () => {
  it('reach no collection of topics, only the page’s own entry and helpers, so a page chunk holds its own topic alone', () => {
    const reached = reachedFiles('index.tsx');
    expect(reached).toContain('TopicFields.tsx');
    const collection = /^import (?!type )[^;]*from '@site\/src\/data\/topics(?:'|\/index'|\/allEntries|\/entries\/)/gm;
    for (const file of reached) expect(readFileSync(`src/components/TopicReference/${file}`, 'utf8').match(collection), file).toBeNull();
    // The helpers the parts import work on the entry they are given.
    expect(readFileSync('src/data/topics/parts.ts', 'utf8')).not.toMatch(/from '\.\/(?:index|allEntries)'/);
  });
});
