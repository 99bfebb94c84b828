import Ajv from 'ajv';
import {describe, expect, it} from 'vitest';
import {exampleMessage, topics} from '@site/src/data/topics';
import {gatewayMessages, requestSchema, serverMessageSchema} from '@site/src/data/websockets/messages';

// Strict mode on: an unknown keyword or a typo in a schema fails the compile instead of being ignored.
const ajv = new Ajv({strict: true, allowUnionTypes: true, allErrors: true});

describe('topic payload schemas', () => {
  it('has a schema for every topic except those with no documented payload: kvstore updates, and timeouts, which are not live yet', () => {
    expect(topics.filter((topic) => !topic.schema).map((topic) => topic.name)).toEqual(['channel.kvstore.update', 'channel.chatbot.timeout']);
    expect(topics.find((topic) => topic.name === 'channel.chatbot.timeout')?.examples).toEqual([]);
  });

  for (const topic of topics) {
    if (!topic.schema) continue;
    const validate = ajv.compile(topic.schema);

    it(`${topic.name}: has at least one example`, () => {
      expect(topic.examples.length).toBeGreaterThan(0);
    });

    for (const example of topic.examples) {
      it(`${topic.name}: "${example.title}" matches the schema`, () => {
        const ok = validate(example.data);
        expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
        expect(ok).toBe(true);
      });
    }

    it(`${topic.name}: rejects a payload with a wrong field type`, () => {
      const [first] = topic.examples;
      // A schema without fixed fields (the session map of channel.session.reset) can only be broken as a whole.
      const broken = topic.schema!.properties ? breakPayload(first?.data) : [first?.data];
      expect(validate(broken)).toBe(false);
    });
  }

  it('wraps every example in a message envelope the gateway schema accepts', () => {
    const validateEnvelope = ajv.compile(serverMessageSchema);
    for (const topic of topics) {
      topic.examples.forEach((_, index) => {
        const message = exampleMessage(topic, index);
        expect(validateEnvelope(message), `${topic.name} #${index}: ${JSON.stringify(validateEnvelope.errors)}`).toBe(true);
        expect(message).toMatchObject({type: 'message', topic: topic.name});
      });
    }
  });

  it('uses every example ID only once', () => {
    const ids = topics.flatMap((topic) => topic.examples.map((example) => example.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('gateway example messages', () => {
  const validateRequest = ajv.compile(requestSchema);
  const validateServer = ajv.compile(serverMessageSchema);
  const requests = ['subscribe', 'unsubscribe', 'unsubscribeAllRooms'] as const;

  for (const [name, message] of Object.entries(gatewayMessages)) {
    it(`${name} is a valid ${requests.includes(name as (typeof requests)[number]) ? 'request' : 'server message'}`, () => {
      const validate = requests.includes(name as (typeof requests)[number]) ? validateRequest : validateServer;
      expect(validate(message), JSON.stringify(validate.errors)).toBe(true);
    });
  }

  it('rejects a request with an unknown type and a subscribe with a made-up token type', () => {
    expect(validateRequest({type: 'listen', data: {topic: 'channel.tips'}})).toBe(false);
    expect(validateRequest({type: 'subscribe', data: {topic: 'channel.tips', token: 'x', token_type: 'password'}})).toBe(false);
  });

  it('gives the rate-limit reply no nonce, as the gateway does', () => {
    expect('nonce' in gatewayMessages.rateLimited).toBe(false);
  });
});

/** Replace the first property of a payload with a value of a type no schema here allows. */
function breakPayload(data: unknown): unknown {
  if (data === null || typeof data !== 'object') throw new Error('examples are objects');
  const [key] = Object.keys(data);
  if (key === undefined) throw new Error('examples have fields');
  return {...data, [key]: [{unexpected: true}]};
}
