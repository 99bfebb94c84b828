/**
 * `npm run serve` (scripts/serve.mjs) against request lines a client can send: it answers 400 to
 * any path it cannot read and keeps serving. The server runs for real, on a port the system picks,
 * over a small build of its own; requests go out byte for byte over a socket, as a client could
 * send them (an HTTP library would tidy the path first).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import net from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../..');
let server: ChildProcess;
let port = 0;
let dir = '';
const ASSET_TEXT = 'console.log("a hashed asset");\n';

/** One raw response: status, headers (lower-case names) and body, for a request with the given headers. */
function fetchRaw(target: string, method = 'GET', headers: Record<string, string> = {}): Promise<{status: number; headers: Record<string, string>; body: Buffer}> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const end = raw.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
      const head = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({status: Number(statusLine.split(' ')[1]), headers: head, body: raw.subarray(end + 4)});
    });
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`, 'latin1');
  });
}

/** Sends one raw request line and returns the status code the server answered with. */
async function statusOf(target: string): Promise<number> {
  const {status} = await fetchRaw(target);
  if (!Number.isInteger(status)) throw new Error(`no answer to ${JSON.stringify(target)}`);
  return status;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'serve-test-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Page not found</title>');
  mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
  writeFileSync(path.join(dir, 'assets/js/main.0a1b.js'), ASSET_TEXT.repeat(50));
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

  it('sends a hashed asset gzipped from the copy it keeps, and makes a new copy when the file changes', async () => {
    const target = '/assets/js/main.0a1b.js';
    const first = await fetchRaw(target, 'GET', {'Accept-Encoding': 'gzip, deflate, br'});
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-type']).toMatch(/^application\/javascript/);
    expect(first.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(first.body).toString()).toBe(ASSET_TEXT.repeat(50));
    expect(Number(first.headers['content-length'])).toBe(first.body.length);

    const head = await fetchRaw(target, 'HEAD', {'Accept-Encoding': 'gzip'});
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);

    const plain = await fetchRaw(target);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ASSET_TEXT.repeat(50));

    const file = path.join(dir, 'assets/js/main.0a1b.js');
    writeFileSync(file, 'changed();');
    utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    const changed = await fetchRaw(target, 'GET', {'Accept-Encoding': 'gzip'});
    expect(gunzipSync(changed.body).toString()).toBe('changed();');
    expect((await fetchRaw('/assets/js/missing.js', 'GET', {'Accept-Encoding': 'gzip'})).status).toBe(404);
  });
});
