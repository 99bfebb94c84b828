import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {browserClient} from '@site/src/data/examples/browserClient';
import {nodeHandlers} from '@site/src/data/examples/nodeClient';
import {pythonClient} from '@site/src/data/examples/pythonClient';
import {gatewayMessages} from '@site/src/data/websockets/messages';
import {exampleChannelId} from '@site/src/data/topics';
import {subscribeRequest, type TokenType} from '@site/src/console/protocol';

/**
 * One client: the subscribe frames the page's examples send are exactly what the console's protocol
 * module builds, so examples and console cannot drift apart.
 */
const options = {topic: 'channel.tips', room: exampleChannelId, token: 'tok-123', tokenType: 'oauth2' as TokenType};

let dir: string;
let handlers: {createSession(options: object): object; subscribeAll(session: object): {kind: string; request: unknown}[]};
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'console-node-'));
  writeFileSync(path.join(dir, 'handlers.mjs'), nodeHandlers);
  handlers = (await import(/* @vite-ignore */ pathToFileURL(path.join(dir, 'handlers.mjs')).href)) as typeof handlers;
});
afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('the example clients build the protocol module’s subscribe request', () => {
  it('Node.js: subscribeAll sends one protocol request per topic', () => {
    const session = handlers.createSession({topics: ['channel.tips', 'channel.activities'], room: options.room, token: options.token, tokenType: options.tokenType});
    const sent = handlers.subscribeAll(session);
    expect(sent.map((action) => action.request)).toEqual([
      subscribeRequest({...options, nonce: 'sub-1'}),
      subscribeRequest({...options, topic: 'channel.activities', nonce: 'sub-2'}),
    ]);
  });

  it('browser: the request literal in client.html evaluates to the protocol request', () => {
    const literal = /const request = (\{[\s\S]*?\n\s*\});/.exec(browserClient)?.[1];
    expect(literal, 'client.html builds its request in `const request = {…};`').toBeDefined();
    // The literal is the page's own code, evaluated with the variables it reads in client.html.
    const build = new Function('topic', 'settings', `return (${literal});`) as (topic: string, settings: object) => unknown;
    const request = build(options.topic, {room: options.room, token: options.token, tokenType: options.tokenType});
    expect(request).toEqual(subscribeRequest({...options, nonce: `sub-${options.topic}`}));
  });

  it('Python: the request dict (with the settings it spreads) has the protocol request’s keys', () => {
    const literal = /request = (\{[\s\S]*?\n +\})/.exec(pythonClient)?.[1];
    const settings = /settings = (\{[\s\S]*?\n {4}\})/.exec(pythonClient)?.[1];
    expect(literal, 'client.py builds its request in `request = {…}`').toBeDefined();
    expect(settings, 'client.py reads room and token into `settings = {…}`').toBeDefined();
    expect(literal).toContain('**settings');
    const keysOf = (text: string) => [...text.matchAll(/"([a-z_]+)":/g)].map((match) => match[1]);
    const protocolKeys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, child]) => [key, ...(child && typeof child === 'object' ? protocolKeys(child as object) : [])]);
    expect([...keysOf(literal!), ...keysOf(settings!)]).toEqual(protocolKeys(subscribeRequest({...options, nonce: 'n'})));
    expect(literal).toContain('"type": "subscribe"');
    expect(literal).toContain('"nonce": f"sub-{topic}"');
  });

  it('the gateway page’s subscribe example is a protocol request', () => {
    const {subscribe} = gatewayMessages;
    expect(subscribe).toEqual(subscribeRequest({topic: subscribe.data.topic, room: subscribe.data.room, token: subscribe.data.token, tokenType: subscribe.data.token_type, nonce: subscribe.nonce}));
  });
});

describe('the topic pages’ subscribe request', () => {
  it('is the protocol module’s request for that topic', async () => {
    const {renderToStaticMarkup} = await import('react-dom/server');
    const {createElement} = await import('react');
    const {default: TopicSubscribe} = await import('@site/src/components/TopicReference/TopicSubscribe');
    const {topicByName} = await import('@site/src/data/topics');
    const html = renderToStaticMarkup(createElement(TopicSubscribe, {topic: topicByName('channel.chatbot.timeout')}));
    const json = html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"');
    const {token, token_type: tokenType} = gatewayMessages.subscribe.data;
    expect(JSON.parse(json.slice(json.indexOf('{')))).toEqual(
      subscribeRequest({topic: 'channel.chatbot.timeout', room: exampleChannelId, token, tokenType, nonce: 'sub-chatbot-timeout'}),
    );
  });
});
