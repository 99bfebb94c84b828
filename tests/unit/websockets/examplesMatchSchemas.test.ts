import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import {describe, expect, it} from 'vitest';
import {topics} from '@site/src/data/topics';
import {gatewayMessages} from '@site/src/data/websockets/messages';
import {asyncApiDocument} from '@site/plugins/asyncapi/document';
import {asyncApiFiles} from '@site/plugins/asyncapi/files';
import {topicMessageKey} from '@site/plugins/asyncapi/names';

/**
 * Every example payload the site shows validates against the published contract, read with Ajv in
 * the JSON Schema 2020-12 dialect: the topic examples, the gateway page's messages and any ```json
 * block hand-written on a websocket page.
 */
const ajv = new Ajv2020({strict: true, allowUnionTypes: true, allErrors: true});
const files = asyncApiFiles('1.0.0');
const document = asyncApiDocument('1.0.0') as {components: {messages: Record<string, {payload: object; examples?: {name: string; payload: unknown}[]}>}};
const messages = document.components.messages;
const payloadValidator = (key: string) => {
  const message = messages[key];
  if (!message) throw new Error(`No message ${key} in the AsyncAPI document`);
  return ajv.compile(message.payload);
};
const topicSchemaValidators = new Map(
  topics.map((topic) => [topic.name, ajv.compile(JSON.parse(files.get(`/websockets/schemas/${topic.name}.json`)!) as object)]),
);

const errorsOf = (validate: {errors?: unknown}) => JSON.stringify(validate.errors);

describe('published JSON Schemas (2020-12)', () => {
  for (const topic of topics) {
    it(`${topic.name}: every example's data validates against /websockets/schemas/${topic.name}.json`, () => {
      const validate = topicSchemaValidators.get(topic.name)!;
      const schema = JSON.parse(files.get(`/websockets/schemas/${topic.name}.json`)!) as {$schema: string};
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      for (const example of topic.examples) expect(validate(example.data), `${example.title}: ${errorsOf(validate)}`).toBe(true);
    });
  }

  it('fails a wrong example: a tip with a text amount', () => {
    const validate = topicSchemaValidators.get('channel.tips')!;
    const tip = topics.find((topic) => topic.name === 'channel.tips')!.examples[0]!.data as {donation: object};
    expect(validate({...tip, donation: {...tip.donation, amount: 'seven'}})).toBe(false);
  });
});

describe('AsyncAPI message examples', () => {
  for (const [key, message] of Object.entries(messages)) {
    it(`${key}: every example validates against its payload`, () => {
      const validate = payloadValidator(key);
      for (const example of message.examples ?? []) expect(validate(example.payload), `${example.name}: ${errorsOf(validate)}`).toBe(true);
    });
  }

  it('the gateway page shows only messages the contract accepts', () => {
    const kinds: Record<keyof typeof gatewayMessages, string> = {
      welcome: 'welcome', subscribe: 'subscribe', subscribed: 'response', message: topicMessageKey({name: gatewayMessages.message.topic}),
      unsubscribe: 'unsubscribe', unsubscribeAllRooms: 'unsubscribe', error: 'response', rateLimited: 'response', reconnect: 'reconnect',
    };
    for (const [name, value] of Object.entries(gatewayMessages)) {
      const validate = payloadValidator(kinds[name as keyof typeof gatewayMessages]);
      expect(validate(value), `${name}: ${errorsOf(validate)}`).toBe(true);
    }
  });
});

const docsRoot = path.resolve(__dirname, '../../../docs/websockets');
const mdxFiles = (dir: string): string[] =>
  readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? mdxFiles(full) : entry.name.endsWith('.mdx') ? [full] : [];
  });
const controlKeys: Record<string, string> = {welcome: 'welcome', subscribe: 'subscribe', unsubscribe: 'unsubscribe', response: 'response', reconnect: 'reconnect'};

/** What a hand-written JSON block on a websocket page must match: an envelope by its type, else the page's topic payload. */
function validatorFor(value: unknown, pageTopic: string | undefined) {
  const type = (value as {type?: unknown} | null)?.type;
  if (typeof type === 'string' && controlKeys[type]) return payloadValidator(controlKeys[type]);
  if (type === 'message') return payloadValidator(topicMessageKey({name: String((value as {topic?: unknown}).topic)}));
  if (pageTopic) return topicSchemaValidators.get(pageTopic);
  return undefined;
}

describe('JSON code blocks on websocket pages', () => {
  for (const file of mdxFiles(docsRoot)) {
    const text = readFileSync(file, 'utf8');
    const blocks = [...text.matchAll(/```json[^\n]*\n([\s\S]*?)```/g)].map((match) => match[1]!);
    if (blocks.length === 0) continue;
    const pageTopic = /<TopicFacts name="([^"]+)"/.exec(text)?.[1];
    it(`${path.relative(docsRoot, file)}: every JSON block validates`, () => {
      for (const block of blocks) {
        const value: unknown = JSON.parse(block);
        const validate = validatorFor(value, pageTopic);
        expect(validate, `no schema to check this block against:\n${block}`).toBeDefined();
        expect(validate!(value), `${block}\n${errorsOf(validate!)}`).toBe(true);
      }
    });
  }

  it('finds the blocks it checks (the scan itself works)', () => {
    expect(mdxFiles(docsRoot).length).toBeGreaterThan(10);
  });
});
