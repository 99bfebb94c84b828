import {describe, expect, it} from 'vitest';
import {checkTopics} from '@site/src/data/topics/validate';
import type {Topic} from '@site/src/data/topics/types';
import type {TopicWithoutPage} from '@site/src/data/topics/withoutPage';
import {context, texts} from './context';

const tips = (): Topic => ({
  name: 'channel.tips',
  position: 1,
  slug: 'channel-tips',
  title: 'Tips',
  summary: 'Every tip the channel receives.',
  scope: 'tips:read',
  room: 'The channel ID.',
  tokenTypes: ['jwt'],
  schema: {$schema: 'http://json-schema.org/draft-07/schema#', type: 'object', required: ['amount'], properties: {amount: {type: 'number'}}},
  examples: [{title: 'A tip', id: '01HV8Z6Q7W3K5N9R2T4Y6B8D0F', ts: '2025-04-12T20:41:37Z', data: {amount: 5}}],
});
const at = 'src/data/topics/channel.tips.ts channel.tips';
const problems = (change: Record<string, unknown>) => texts(checkTopics([{...tips(), ...change} as Topic], [], context));

describe('topic entries (src/data/topics/schema.ts and validate.ts)', () => {
  it('accepts a valid entry', () => {
    expect(problems({})).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a malformed scope', {scope: 'read everything'}, ['scope: must look like "tips:read", or be null where no scope is needed']],
    ['a position below 1', {position: 0}, ['position: must be 1 or more: the place in the topics index']],
    ['an example ID that is not a ULID', {examples: [{...tips().examples[0]!, id: 'tip-1'}]}, ['examples[0].id: must be a 26-character ULID like the gateway sends', 'examples[0].id: must match pattern "^[0-9A-HJKMNP-TV-Z]{26}$" (against the message envelope, serverMessageSchema)']],
    ['an example its schema refuses', {examples: [{...tips().examples[0]!, data: {}}]}, ["examples[0].data: must have required property 'amount' (against schema)"]],
    ['a schema keyword the payload subset does not know', {schema: {type: 'object', propertys: {}}}, ['schema.propertys: is not a known field (check its spelling)']],
    ['a schema field without a type', {schema: {type: 'object', properties: {amount: {description: 'How much.'}}}}, ['schema.properties.amount: needs a type (or const, enum or oneOf), so that a payload of the wrong type is refused']],
    ['a schema without examples', {examples: []}, ['examples: a topic with a schema needs at least one example message']],
    ['examples with data and no schema', {schema: undefined}, ['schema: examples carry data, so describe it with a schema']],
    ['a page that does not exist', {slug: 'no-such-topic'}, ['slug: /websockets/topics/no-such-topic has no page (docs/websockets/topics/no-such-topic.mdx)']],
  ])('names the topic and the field of %s', (_rule, change, expected) => {
    expect(problems(change)).toEqual(expected.map((message) => `${at} ${message}`));
  });

  it('names a name, a position or an example ID used twice', () => {
    const other = {...tips(), name: 'channel.tips.moderation'};
    expect(texts(checkTopics([tips(), other], [], context))).toEqual([
      'src/data/topics/channel.tips.moderation.ts channel.tips.moderation slug: "channel-tips" is used by two topics',
      'src/data/topics/channel.tips.moderation.ts channel.tips.moderation position: 1 is used by two topics',
      'src/data/topics/channel.tips.moderation.ts channel.tips.moderation examples[0].id: 01HV8Z6Q7W3K5N9R2T4Y6B8D0F is used by another example; make up a new ULID',
    ]);
  });

  it('checks a topic without a page: its example against its schema, and its name against the topics with a page', () => {
    const listed: TopicWithoutPage = {name: 'channel.tips', carries: 'Tips.', status: 'published', notes: [], schema: {type: 'object', required: ['amount'], properties: {amount: {type: 'number'}}}, example: {}};
    expect(texts(checkTopics([tips()], [listed], context))).toEqual([
      `${at} example: must have required property 'amount' (against schema)`,
      `${at} name: is used by two topics`,
    ]);
  });
});
