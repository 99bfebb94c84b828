/**
 * `npm run serve` (scripts/serve.mjs) against request lines a client can send: it answers 400 to
 * any path it cannot read and keeps serving. The server runs for real, on a port the system picks,
 * over a small build of its own; requests go out byte for byte over a socket, as a client could
 * send them (an HTTP library would tidy the path first).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import net from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../..');
let server: ChildProcess;
let port = 0;
let dir = '';

/** Sends one raw request line and returns the status code the server answered with. */
function statusOf(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => (/^HTTP\/1\.1 \d{3}/.test(answer) ? undefined : reject(new Error(`no answer to ${JSON.stringify(target)}`))));
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1');
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'serve-test-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Page not found</title>');
  server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', '0'], {cwd: root, stdio: ['ignore', 'pipe', 'pipe']});
  port = await new Promise<number>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    server.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${output}`)));
  });
});

afterAll(() => {
  server?.kill();
  rmSync(dir, {recursive: true, force: true});
});

describe('scripts/serve.mjs', () => {
  const unreadable = ['//a:b', '//:', '//%25', '//x:99999/', '//a:b/c', '//', '///x', 'a', '*', 'http://x:99999/', '/%', '/%E0%A4%A', '/%00', '/chatbot/%00timers'];

  it('answers 400 to every path it cannot read, and keeps serving', async () => {
    for (const target of unreadable) expect(await statusOf(target), target).toBe(400);
    expect(server.exitCode).toBeNull();
    expect(await statusOf('/')).toBe(200);
    expect(await statusOf('/no/such/page')).toBe(404);
    expect(await statusOf('/_headers')).toBe(404);
  });

  it('keeps serving when the same bad requests arrive all at once', async () => {
    const answers = await Promise.all(unreadable.flatMap((target) => [statusOf(target), statusOf(target)]));
    expect(new Set(answers)).toEqual(new Set([400]));
    expect(await statusOf('/')).toBe(200);
    expect(server.exitCode).toBeNull();
  });
});
