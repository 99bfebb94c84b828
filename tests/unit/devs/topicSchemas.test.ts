import Ajv from 'ajv';
import {describe, expect, it} from 'vitest';
import {exampleMessage, topics} from '@site/src/data/topics';
import {gatewayMessages, requestSchema} from '@site/src/data/websockets/messages';

// Strict mode on: an unknown keyword or a typo in a schema fails the compile instead of being ignored.
const ajv = new Ajv({strict: true, allowUnionTypes: true, allErrors: true});

// Every field typed, every example passing its schema and the envelope, once per ID: checked by the build (src/data/topics/validate.ts).
describe('topic payload schemas', () => {
  it('has a schema for every topic except those with no documented payload: kvstore updates, and timeouts, which are not live yet', () => {
    expect(topics.filter((topic) => !topic.schema).map((topic) => topic.name)).toEqual(['channel.kvstore.update', 'channel.chatbot.timeout']);
    expect(topics.find((topic) => topic.name === 'channel.chatbot.timeout')?.examples).toEqual([]);
  });

  it('wraps an example in the message envelope, named after its topic', () => {
    const topic = topics.find((candidate) => candidate.examples.length > 0)!;
    expect(exampleMessage(topic, 0)).toMatchObject({type: 'message', topic: topic.name, data: topic.examples[0]!.data});
  });
});

describe('gateway example messages', () => {
  const validateRequest = ajv.compile(requestSchema);
  it('rejects a request with an unknown type and a subscribe with a made-up token type', () => {
    expect(validateRequest({type: 'listen', data: {topic: 'channel.tips'}})).toBe(false);
    expect(validateRequest({type: 'subscribe', data: {topic: 'channel.tips', token: 'x', token_type: 'password'}})).toBe(false);
  });

  it('gives the rate-limit reply no nonce, as the gateway does', () => {
    expect('nonce' in gatewayMessages.rateLimited).toBe(false);
  });
});
