import {Parser} from '@asyncapi/parser';
import {beforeAll, describe, expect, it} from 'vitest';
import {topics} from '@site/src/data/topics';
import {topicsWithoutPage} from '@site/src/data/topics/withoutPage';

/** Every published topic in src/data: those with a page and those the topics index lists without one. */
const everyTopic = [...topics.map((topic) => topic.name), ...topicsWithoutPage.filter((topic) => topic.status === 'published').map((topic) => topic.name)];
import {asyncApiDocument} from '@site/plugins/asyncapi/document';
import {asyncApiFiles} from '@site/plugins/asyncapi/files';
import {topicMessageKey} from '@site/plugins/asyncapi/names';

// Severity 0 = error, 1 = warning, 2 = information, 3 = hint. Errors and warnings must be empty; of
// information and hints only one is allowed: "asyncapi-latest-version", which asks for 3.1.0 while
// the document is 3.0 on purpose (the version the issue asks for and most tools read).
const allowed = (diagnostic: {severity: number; code: string | number}) =>
  diagnostic.severity === 3 || (diagnostic.severity === 2 && diagnostic.code === 'asyncapi-latest-version');

// The parser runs the whole Spectral ruleset: seconds on a busy machine, so each file is parsed once.
type Parsed = Awaited<ReturnType<Parser['parse']>>;
let parsed: Parsed;
let fromJson: Parsed;
let fromYaml: Parsed;
beforeAll(async () => {
  const files = asyncApiFiles('1.0.0');
  [parsed, fromJson, fromYaml] = await Promise.all([
    new Parser().parse(JSON.stringify(asyncApiDocument('1.0.0'))),
    new Parser().parse(files.get('/websockets/asyncapi.json')!),
    new Parser().parse(files.get('/websockets/asyncapi.yaml')!),
  ]);
}, 180_000);

describe('AsyncAPI document', () => {
  it('parses with the official parser with no errors or warnings, and no information but the version hint', () => {
    const {document, diagnostics} = parsed;
    const reported = diagnostics.filter((diagnostic) => !allowed(diagnostic));
    expect(reported.map((d) => `${d.code} ${d.path.join('.')}: ${d.message}`)).toEqual([]);
    expect(document).toBeDefined();
    expect(document!.version()).toBe('3.0.0');
  });

  it('has every topic in src/data as a message with a receive operation', () => {
    const {document} = parsed;
    const messageNames = document!.messages().all().map((message) => message.name());
    for (const name of everyTopic) expect(messageNames).toContain(name);
    const received = document!.operations().filterByReceive().flatMap((operation) => operation.messages().all().map((message) => message.name()));
    for (const name of everyTopic) expect(received).toContain(name);
  });

  it('writes the same document as JSON and YAML, and one schema file per topic', () => {
    const files = asyncApiFiles('1.0.0');
    expect(fromJson.diagnostics.filter((diagnostic) => diagnostic.severity < 2)).toEqual([]);
    expect(fromYaml.document?.json()).toEqual(fromJson.document?.json());
    for (const name of everyTopic) expect(files.has(`/websockets/schemas/${name}.json`)).toBe(true);
  });

  it('lists every error code, the heartbeat and the rate limit', () => {
    const text = JSON.stringify(asyncApiDocument('1.0.0'));
    for (const code of ['err_bad_request', 'err_unauthorized', 'rate_limit_exceeded', 'invalid_message_type']) expect(text).toContain(code);
    expect(text).toContain('ping every 30 s');
    expect(text).toContain('bursts of up to 100 in 10 s');
  });

  it('names topic messages with keys the document accepts', () => {
    expect(topicMessageKey({name: 'channel.chatbot.modules.emotecombo'})).toBe('channelChatbotModulesEmotecombo');
  });
});
