import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {topicRoute, topics} from '@site/src/data/topics';
import {sharedDir} from '../../support/routes';
import {cellText, factsFor, loadFacts} from './facts';

const topicTable = factsFor('websockets', '/websockets/topics').tables?.[0];
/** Topic name -> scope as the provider's topics table lists it ("(none)" becomes null). */
const listedScopes = new Map(
  (topicTable?.rows ?? []).map(([topic = '', scope = '']) => [cellText(topic), cellText(scope).includes('(none)') ? null : cellText(scope)]),
);

/** Topics the newest facts sheet gives pages of their own (updates-2026c new_pages.websocket_topics), by name. */
const newTopics = (yaml.load(readFileSync(path.join(sharedDir, 'facts/updates-2026c.yaml'), 'utf8')) as {
  new_pages: {websocket_topics: Record<string, {route: string; scope: string}>};
}).new_pages.websocket_topics;
/** "none required (any authenticated token)" is the sheet's way of saying no scope: null, as in the older table. */
const newTopicScope = (name: string) => (newTopics[name]!.scope.startsWith('none') ? null : newTopics[name]!.scope);

describe('topic data against the facts', () => {
  it('has a topic for every topic route of the spec (more may come from the data)', () => {
    const specRoutes = readFileSync(path.join(sharedDir, 'routes.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('/websockets/topics/'));
    const routes = new Set(topics.map(topicRoute));
    expect(specRoutes.filter((route) => !routes.has(route))).toEqual([]);
  });

  it('gives every topic the scope the provider lists, and none where it lists none', () => {
    const newSheet = 'spec/facts/updates-2026c.yaml (new_pages.websocket_topics)';
    const table = "the provider's topics table (spec/facts/websockets.yaml, /websockets/topics)";
    for (const topic of topics) {
      if (topic.name in newTopics) {
        expect(topic.scope, `${topic.name}: its scope must be the one ${newSheet} gives`).toBe(newTopicScope(topic.name));
        if (listedScopes.has(topic.name)) expect(topic.scope, `${topic.name}: its scope must also be the one ${table} gives`).toBe(listedScopes.get(topic.name));
        continue;
      }
      if (!listedScopes.has(topic.name)) {
        // Only the timeout topic is missing from the provider's table; the site then names no scope.
        expect(topic.name, `${topic.name}: neither ${table} nor ${newSheet} names this topic, so nothing gives its scope: agree the topic with whoever owns ../shared first`).toBe('channel.chatbot.timeout');
        expect(topic.scope, `${topic.name}: no source gives its scope, so the entry must leave scope out`).toBeUndefined();
        continue;
      }
      expect(topic.scope, `${topic.name}: its scope must be the one ${table} gives`).toBe(listedScopes.get(topic.name));
    }
  });

  it('matches the topic name each topic page of the facts names', () => {
    for (const topic of topics) {
      if (topic.name in newTopics) {
        expect(newTopics[topic.name]!.route, topic.name).toBe(topicRoute(topic));
        continue;
      }
      const entry = loadFacts('websockets').find((candidate) => candidate.route === topicRoute(topic));
      const named = [entry?.topic, ...(entry?.terms ?? [])].filter((term) => term?.startsWith('channel.'));
      expect(named, topic.name).toContain(topic.name);
    }
  });

  it('uses made-up example values, not the illustrative ones in the facts', () => {
    const theirs = illustrativeValues();
    expect(theirs.size).toBeGreaterThan(20);
    for (const topic of topics) {
      for (const example of topic.examples) {
        expect(theirs.has(example.id), example.id).toBe(false);
        for (const value of stringsIn(example.data)) expect(theirs.has(value), `${topic.name}: ${value}`).toBe(false);
      }
    }
  });
});

/** Keys whose values in the facts are illustrative (people, IDs, amounts): ours must differ. */
const illustrativeKeys = new Set(['id', 'username', 'displayName', 'user_name', 'name', 'email', 'providerId', '_id', 'channel', 'channelId', 'giveawayId', 'transactionId', 'msg_id', 'user_id', 'activityId', 'approvedBy', 'avatar', 'emote', 'word', 'room']);

function illustrativeValues(): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown, key?: string): void => {
    if (typeof value === 'string' && key && illustrativeKeys.has(key)) found.add(value);
    else if (value && typeof value === 'object') for (const [childKey, child] of Object.entries(value)) walk(child, childKey);
  };
  for (const entry of loadFacts('websockets')) {
    for (const block of entry.syntax_and_examples ?? []) {
      if (block.lang !== 'json' || !block.text) continue;
      // The facts' JSON carries // comments and "..." elisions; drop them before parsing.
      const text = block.text.replace(/\/\/.*$/gm, '').replace(/,(\s*[}\]])/g, '$1');
      try {
        walk(JSON.parse(text));
      } catch {
        // A few blocks are fragments; the rest still give enough values to compare.
      }
    }
  }
  return found;
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
