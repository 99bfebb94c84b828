import Ajv from 'ajv';
import {describe, expect, it} from 'vitest';
import {topics} from '@site/src/data/topics';
import {listeners} from '@site/src/data/overlays/widgetEvents';
import {type ServerMessage, asSentence, closeSentence, maxFrameBytes, maxFrameDepth, nestsDeeperThan, parseServerFrame, redactRequest, roomProblem, subscribeRequest, connectUrl} from '@site/src/console/protocol';
import {schemaDifferences, isViolation} from '@site/src/console/schemaCheck';
import {sampleFrame, ulid} from '@site/src/console/samples';
import {topicDifferences} from '@site/src/console/schemaCheck';
import {playgroundLink, widgetEventFor} from '@site/src/console/widgetLink';

/** The first sample of a topic, as the console reads it. */
const sample = (name: string): ServerMessage => JSON.parse(sampleFrame(topics.find((topic) => topic.name === name)!, 'r', 0, 0)!) as ServerMessage;

const ajv = new Ajv({strict: true, allowUnionTypes: true, allErrors: true});

describe('protocol: reading frames and checking input', () => {
  it('reads a server message and explains every frame it cannot read', () => {
    expect(parseServerFrame('{"type":"welcome","data":{}}')).toEqual({ok: true, message: {type: 'welcome', data: {}}});
    expect(parseServerFrame('{"type": "message", "data": ')).toMatchObject({ok: false, problem: expect.stringContaining('not JSON')});
    expect(parseServerFrame('[1,2]')).toMatchObject({ok: false, problem: expect.stringContaining('not an object')});
    expect(parseServerFrame('{"data":{}}')).toMatchObject({ok: false, problem: expect.stringContaining('without a "type"')});
    expect(parseServerFrame('{"type":"response"}')).toMatchObject({ok: false, problem: expect.stringContaining('without "data"')});
  });

  it('refuses a 10 MB frame with its size, without parsing it', () => {
    const result = parseServerFrame(`"${'x'.repeat(10 * 1024 * 1024)}"`);
    expect(result).toEqual({ok: false, problem: `Received a frame of 10.5 MB, over the console's ${maxFrameBytes / 1_000_000} MB limit: not shown.`});
  });

  it('counts UTF-8 bytes, not characters, for frames near the limit', () => {
    // 400,000 euro signs are 1.2 MB in UTF-8 though only 400,000 characters.
    const euros = JSON.stringify({type: 'message', topic: 'channel.tips', data: {note: '€'.repeat(400_000)}});
    expect(parseServerFrame(euros)).toMatchObject({ok: false, problem: expect.stringContaining('Received a frame of 1.2 MB')});
    const plain = JSON.stringify({type: 'message', topic: 'channel.tips', data: {note: 'e'.repeat(400_000)}});
    expect(parseServerFrame(plain).ok).toBe(true);
  });

  it('refuses a frame nested past the depth limit before parsing it, counting brackets inside strings as text', () => {
    const nested = (depth: number) => `{"type":"message","data":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    // The envelope is one level, so the payload may nest one less than the limit.
    expect(parseServerFrame(nested(maxFrameDepth - 1)).ok).toBe(true);
    expect(parseServerFrame(nested(maxFrameDepth))).toMatchObject({ok: false, problem: expect.stringContaining(`nested more than ${maxFrameDepth} levels deep`)});
    expect(parseServerFrame(nested(10_000))).toMatchObject({ok: false, problem: expect.stringContaining(`(${nested(10_000).length.toLocaleString('en')} characters)`)});
    const bracketsInText = JSON.stringify({type: 'message', data: {note: '[{'.repeat(500), quote: 'say "[[["'}});
    expect(nestsDeeperThan(bracketsInText, maxFrameDepth)).toBe(false);
    expect(parseServerFrame(bracketsInText).ok).toBe(true);
  });

  it('writes every close reason as one sentence, whatever the gateway or browser sent', () => {
    expect(closeSentence(1006, 'the connection failed or was refused')).toBe('Connection closed (code 1006, closed without a close frame). The connection failed or was refused.');
    expect(closeSentence(4000, 'The local gateway closed the connection.')).toBe('Connection closed (code 4000). The local gateway closed the connection.');
    expect(closeSentence(1000, '')).toBe('Connection closed (code 1000, normal closure).');
    expect(asSentence('  going away...  ')).toBe('Going away.');
    expect(asSentence('why?')).toBe('Why?');
  });

  it('rejects an empty room and a room with spaces', () => {
    expect(roomProblem(''), 'an empty room is left out of the request').toBeUndefined();
    expect(roomProblem(' ')).toMatch(/spaces/);
    expect(roomProblem('64f0 c3a9')).toMatch(/spaces/);
    expect(roomProblem('64f0c3a9d21b7e0012c4a5b6')).toBeUndefined();
  });

  it('never shows the token: the redacted request keeps everything else', () => {
    const request = subscribeRequest({topic: 'channel.tips', room: 'r', token: 'secret-123', tokenType: 'jwt', nonce: 'n'});
    expect(JSON.stringify(redactRequest(request))).not.toContain('secret-123');
    expect(redactRequest(request)).toMatchObject({type: 'subscribe', nonce: 'n', data: {topic: 'channel.tips', room: 'r', token_type: 'jwt'}});
  });

  it('puts only the reconnect token in the address', () => {
    expect(connectUrl('wss://gw.example')).toBe('wss://gw.example');
    expect(connectUrl('wss://gw.example', 'a b')).toBe('wss://gw.example/?reconnect_token=a%20b');
  });
});

describe('schema check (the in-page validator) agrees with Ajv', () => {
  for (const topic of topics) {
    if (!topic.schema) continue;
    const validate = ajv.compile(topic.schema);
    it(`${topic.name}: examples pass, broken variants fail, in both`, () => {
      for (const example of topic.examples) {
        expect(validate(example.data)).toBe(true);
        expect(schemaDifferences(topic.schema!, example.data).filter(isViolation)).toEqual([]);
        for (const broken of variants(example.data)) {
          expect(schemaDifferences(topic.schema!, broken).some(isViolation), JSON.stringify(broken)).toBe(!validate(broken));
        }
      }
    });
  }

  it('flags missing and extra fields as differences from the docs', () => {
    const message = sample('channel.tips');
    const data = {...(message.data as Record<string, unknown>), surprise: 1} as Record<string, unknown>;
    delete data.provider;
    const found = topicDifferences({...message, data});
    expect(found).toContainEqual({path: 'data.provider', problem: 'is missing'});
    expect(found).toContainEqual({path: 'data.surprise', problem: 'is not in the docs'});
    expect(topicDifferences({...message, topic: 'channel.unknown'})).toEqual([{path: 'topic', problem: '"channel.unknown" is not a documented topic'}]);
  });
});

describe('samples', () => {
  it('makes ULIDs in the envelope’s format', () => {
    expect(ulid(Date.UTC(2025, 0, 1))).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });
});

describe('send to widget playground', () => {
  const tip = sample('channel.tips');
  const follow = sample('channel.activities');

  it('turns a tip into a tip-latest event and an activity into its -latest listener', () => {
    expect(widgetEventFor(tip)).toEqual({listener: 'tip-latest', event: {name: 'LanternFox', amount: 7.5, message: 'Snacks for the stream!'}});
    expect(widgetEventFor(follow)).toEqual({listener: 'follower-latest', event: {name: 'Mossy_Otter'}});
    expect(widgetEventFor({...follow, data: {...(follow.data as object), type: 'merch'}})?.listener).toBe('merch-latest');
    expect(widgetEventFor({...follow, data: {...(follow.data as object), type: 'purchase'}})).toBeUndefined();
    expect(widgetEventFor({type: 'message', topic: 'channel.stream.status', data: {isLive: true}})).toBeUndefined();
    for (const name of ['tip-latest', 'follower-latest']) expect(listeners.map((listener) => listener.name)).toContain(name);
  });

  it('turns a chatbot counter into bot:counter with the same counter and value', () => {
    const counter = sample('channel.chatbot.counters');
    const data = counter.data as {counter: string; value: number};
    expect(widgetEventFor(counter)).toEqual({listener: 'bot:counter', event: {counter: data.counter, value: data.value}});
  });

  it('turns a Twitch or YouTube chat message into a message event; Kick has no documented widget form', () => {
    const chat = topics.find((topic) => topic.name === 'channel.chat.message')!;
    const [twitch, youtube, kick] = chat.examples.map((_, index) => JSON.parse(sampleFrame(chat, 'r', index, Date.UTC(2026, 5, 11, 19, 42, 8))!) as ServerMessage);
    const fromTwitch = widgetEventFor(twitch!);
    const twitchData = twitch!.data as {message: {text: string}; chatter_user_login: string; chatter_user_name: string; chatter_user_id: string; message_id: string; color: string};
    expect(fromTwitch?.listener).toBe('message');
    // Only what the docs describe: no field of the playground's own invention.
    expect(Object.keys(fromTwitch!.event)).toEqual(['data']);
    expect(fromTwitch?.event).toMatchObject({
      data: {text: twitchData.message.text, nick: twitchData.chatter_user_login, displayName: twitchData.chatter_user_name, userId: twitchData.chatter_user_id, msgId: twitchData.message_id, displayColor: twitchData.color, time: Date.UTC(2026, 5, 11, 19, 42, 8)},
    });
    // The emote's place in the text, as a widget's chat message gives it.
    const [emote] = (fromTwitch!.event.data as {emotes: {name: string; start: number; end: number}[]}).emotes;
    expect(twitchData.message.text.slice(emote!.start, emote!.end + 1)).toBe(emote!.name);
    const youtubeData = youtube!.data as {snippet: {displayMessage: string}; authorDetails: {displayName: string; channelId: string}};
    expect(widgetEventFor(youtube!)?.event.data).toMatchObject({text: youtubeData.snippet.displayMessage, displayName: youtubeData.authorDetails.displayName, userId: youtubeData.authorDetails.channelId});
    expect(widgetEventFor(kick!)).toBeUndefined();
    expect(listeners.map((listener) => listener.name)).toEqual(expect.arrayContaining(['message', 'bot:counter']));
  });

  it('builds /overlays/custom-widget?try=<listener>#event=<base64url JSON>', () => {
    const link = playgroundLink(widgetEventFor(tip)!);
    const [address, hash] = link.split('#event=');
    expect(address).toBe('/overlays/custom-widget?try=tip-latest');
    expect(hash).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(hash!, 'base64url').toString('utf8'))).toEqual({listener: 'tip-latest', event: widgetEventFor(tip)!.event});
  });
});

/** Payloads that break an example one way each: a field removed, a field's type changed. */
function variants(data: unknown): unknown[] {
  if (!data || typeof data !== 'object') return [];
  return Object.keys(data).flatMap((key) => {
    const without = {...(data as Record<string, unknown>)};
    delete without[key];
    return [without, {...(data as Record<string, unknown>), [key]: [{unexpected: true}]}, {...(data as Record<string, unknown>), [key]: 'text'}];
  });
}
