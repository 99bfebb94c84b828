/**
 * The C# and Go clients on /websockets/examples/csharp and /websockets/examples/go. Neither toolchain
 * can be installed on a clean machine here (Go modules come only from the Go module proxy, which is out
 * of reach, and Debian has no .NET SDK), so the gate is a syntax check with tree-sitter grammars plus
 * checks that both programs speak the protocol the console and the other clients speak.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {csharpClient, csharpProject} from '@site/src/data/examples/csharpClient';
import {goClient, goMod, goModules, goVersion} from '@site/src/data/examples/goClient';
import {nodeClient} from '@site/src/data/examples/nodeClient';
import {subscribeRequest} from '@site/src/console/protocol';
import {errorCodes, limits} from '@site/src/data/websockets/gateway';
import {site} from '@site/src/site';
import {checkSyntax} from '../../support/codeSyntax';
import {repoRoot} from '../../support/routes';

/** Every key of the protocol's subscribe request, depth first, in order. */
const protocolKeys = (value: object): string[] =>
  Object.entries(value).flatMap(([key, child]) => [key, ...(child && typeof child === 'object' ? protocolKeys(child as object) : [])]);
const subscribeKeys = protocolKeys(subscribeRequest({topic: 'channel.tips', room: 'r', token: 't', tokenType: 'jwt', nonce: 'n'}));

/** The topics the Node.js client subscribes to: every example client follows the same ones. */
const nodeTopics = JSON.parse(/topics: (\[[^\]]*\])/.exec(nodeClient)![1]!.replace(/'/g, '"')) as string[];

const between = (text: string, start: string, end: string): string => {
  const from = text.indexOf(start);
  expect(from, `${start} is in the program`).toBeGreaterThanOrEqual(0);
  return text.slice(from, text.indexOf(end, from + start.length));
};

describe('the C# client', () => {
  it('passes the C# syntax check', async () => {
    const problem = await checkSyntax('csharp', csharpClient);
    expect(problem, problem?.message).toBeNull();
  });

  it('uses the .NET base library only', () => {
    const usings = [...csharpClient.matchAll(/^using (?!var )([\w.]+);/gm)].map((match) => match[1]!);
    expect(usings.length).toBeGreaterThan(0);
    for (const name of usings) expect(name, name).toMatch(/^System(\.|$)/);
    expect(csharpProject).not.toContain('PackageReference');
    expect(csharpProject).toMatch(/<TargetFramework>net8\.0<\/TargetFramework>/);
  });

  it('builds the protocol’s subscribe request, key for key, with a GUID nonce', () => {
    const builder = between(csharpClient, 'public static JsonObject SubscribeRequest(', '};');
    expect([...builder.matchAll(/\["(\w+)"\]/g)].map((match) => match[1])).toEqual(subscribeKeys);
    expect(builder).toContain('["type"] = "subscribe"');
    expect(builder).toContain('Guid.NewGuid()');
  });

  it('unsubscribes with topic and room, or the topic alone for every room', () => {
    const builder = between(csharpClient, 'public static JsonObject UnsubscribeRequest(', '\n    }');
    expect(builder).toContain('["type"] = "unsubscribe"');
    expect(builder).toMatch(/if \(room is not null\) data\["room"\] = room;/);
  });

  it('joins a message split over several frames before reading it, and bounds its size', () => {
    const reader = between(csharpClient, 'static async Task<string?> ReceiveTextAsync(', '\n    }\n');
    expect(reader).toMatch(/message\.Write\(buffer, 0, result\.Count\)/);
    expect(reader).toMatch(/if \(!result\.EndOfMessage\) continue;/);
    expect(reader.indexOf('EndOfMessage')).toBeLessThan(reader.indexOf('Encoding.UTF8.GetString'));
    expect(reader).toContain('MaxMessageBytes');
  });

  it('closes with a normal closure, answers the gateway’s close, and cancels only after closing', () => {
    expect(csharpClient).toContain('WebSocketCloseStatus.NormalClosure');
    const leave = between(csharpClient, 'async Task LeaveAsync(', '\n    }\n');
    expect(leave.indexOf('UnsubscribeRequest')).toBeLessThan(leave.indexOf('CloseOutputAsync'));
    expect(leave.indexOf('CloseOutputAsync')).toBeLessThan(leave.indexOf('CancelAfter'));
  });
});

describe('the Go client', () => {
  it('passes the Go syntax check', async () => {
    const problem = await checkSyntax('go', goClient);
    expect(problem, problem?.message).toBeNull();
  });

  it('imports exactly the modules its go.mod requires, at the versions the page installs', () => {
    const imports = [...between(goClient, 'import (', ')').matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
    const external = imports.filter((name) => name.includes('.'));
    expect(external.sort()).toEqual(goModules.map((module) => module.path).sort());
    for (const module of goModules) expect(goMod).toContain(`\t${module.path} ${module.version}\n`);
    expect(goMod).toContain(`\ngo ${goVersion}\n`);
    // The program calls the built-in min, which Go has since 1.21.
    expect(goClient).toMatch(/\bmin\(/);
    expect(Number(goVersion.split('.')[1])).toBeGreaterThanOrEqual(21);
  });

  it('writes the protocol’s subscribe request, key for key, with a UUID nonce', () => {
    const tags = (struct: string) => [...between(goClient, `type ${struct} struct {`, '}').matchAll(/json:"(\w+)/g)].map((match) => match[1]);
    const request = tags('Request');
    const data = tags('RequestData');
    expect([...request.slice(0, 2), 'data', ...data].filter((key, index, all) => all.indexOf(key) === index)).toEqual(subscribeKeys);
    const builder = between(goClient, 'func subscribeRequest(', '\n}');
    expect(builder).toContain('Type:  "subscribe"');
    expect(builder).toContain('uuid.NewString()');
  });

  it('has a Message with every envelope field, empty ones left out', () => {
    const message = between(goClient, 'type Message struct {', '}');
    expect([...message.matchAll(/json:"(\w+)(,omitempty)?"/g)].map((match) => match[1])).toEqual(['id', 'ts', 'type', 'topic', 'room', 'nonce', 'error', 'data']);
    expect(message.match(/omitempty/g)).toHaveLength(7);
  });

  it('leaves every room of a topic when the room is empty, and never sends a token to unsubscribe', () => {
    expect(between(goClient, 'type RequestData struct {', '}')).toMatch(/Room\s+string\s+\\?`json:"room,omitempty"/);
    expect(between(goClient, 'func unsubscribeRequest(', '\n}')).not.toContain('Token');
  });
});

describe('both clients behave like the JavaScript, Node.js and Python ones', () => {
  const programs = {csharp: csharpClient, go: goClient};

  for (const [language, program] of Object.entries(programs)) {
    it(`${language}: the same gateway, topics and environment variables`, () => {
      expect(program).toContain(`"${site.websocketGateway}"`);
      for (const topic of nodeTopics) expect(program, topic).toContain(`"${topic}"`);
      for (const variable of ['SE_TOKEN', 'SE_CHANNEL_ID', 'SE_TOKEN_TYPE']) expect(program).toContain(`"${variable}"`);
    });

    it(`${language}: answers each kind of gateway message, reconnects with the token and retries what may be retried`, () => {
      for (const type of ['welcome', 'response', 'message', 'reconnect']) expect(program).toContain(`case "${type}":`);
      expect(program).toContain('/?reconnect_token=');
      expect(program).toContain('reconnect_token');
      expect(program).toContain(`"${limits.rateLimitError}"`);
      // The codes whose advice is to send the request again now or after a pause (the error table's own words).
      const retried = errorCodes.filter((error) => /^(Send the same request again|Wait, then resend)/.test(error.action)).map((error) => error.code);
      expect(retried.length).toBeGreaterThan(1);
      for (const code of retried) expect(program, code).toContain(`"${code}"`);
      expect(program).toContain('Resumed with all subscriptions');
    });

    it(`${language}: waits 2 s before the first new attempt, doubling up to a minute`, () => {
      const delay = language === 'csharp' ? /Math\.Min\(2 \* Math\.Pow\(2, attempt\), 60\)/ : /min\(2\*time\.Second<<min\(attempt, 5\), time\.Minute\)/;
      expect(program).toMatch(delay);
      expect(limits.connectRetryAfterSeconds).toBe(2);
    });
  }
});

describe('the example pages', () => {
  const page = (name: string) => readFileSync(path.join(repoRoot, 'docs/websockets/examples', `${name}.mdx`), 'utf8');
  const bashBlocks = (text: string) => [...text.matchAll(/```bash\n([\s\S]*?)```/g)].map((match) => match[1]!);

  for (const name of ['csharp', 'go']) {
    it(`${name}: shows its program from src/data/examples, and every shell block passes bash -n`, async () => {
      const text = page(name);
      expect(text).toMatch(new RegExp(`import \\{${name === 'csharp' ? 'csharpClient' : 'goClient'}[,}]`));
      const blocks = bashBlocks(text);
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) {
        const problem = await checkSyntax('bash', block);
        expect(problem, problem?.message).toBeNull();
      }
    });
  }
});
