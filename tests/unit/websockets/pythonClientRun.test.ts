import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pythonClient} from '@site/src/data/examples/pythonClient';
import {gatewayMessages} from '@site/src/data/websockets/messages';

/**
 * The page's client.py, run by the machine's Python on a stand-in for the websockets package: a
 * gateway in the same process that answers from a script. The package itself is not installed
 * here; the stand-in has the names the client uses and behaves as the package's documentation says.
 */
const standIn = (welcome: unknown, refused: unknown, accepted: unknown) => `import asyncio, json

# The gateway's frames as JSON text (a JSON string is also a Python string literal).
WELCOME = ${JSON.stringify(JSON.stringify(welcome))}
REFUSED = ${JSON.stringify(JSON.stringify(refused))}
ACCEPTED = json.loads(${JSON.stringify(JSON.stringify(accepted))})

class WebSocketException(Exception):
    pass

class ConnectionClosed(WebSocketException):
    pass

sent = []

class _Socket:
    def __init__(self):
        self.frames = asyncio.Queue()
        self.frames.put_nowait(WELCOME)

    async def send(self, text):
        request = json.loads(text)
        sent.append(request["nonce"])
        # The first three: two refused for the rate limit, then the third accepted; later ones accepted.
        if len(sent) == 3:
            for _ in range(2):
                self.frames.put_nowait(REFUSED)
        if len(sent) >= 3:
            self.frames.put_nowait(json.dumps(dict(ACCEPTED, nonce=request["nonce"] if len(sent) > 3 else sent[2])))

    def __aiter__(self):
        return self

    async def __anext__(self):
        return await self.frames.get()

class connect:
    def __init__(self, url):
        self.url = url

    async def __aenter__(self):
        return _Socket()

    async def __aexit__(self, *error):
        return False
`;

describe('the Python example client', () => {
  it('after refusals for the rate limit, sends again only what is still unanswered when the pause ends, once', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'python-client-'));
    try {
      writeFileSync(path.join(dir, 'websockets.py'), standIn(gatewayMessages.welcome, gatewayMessages.rateLimited, gatewayMessages.subscribed));
      writeFileSync(path.join(dir, 'client.py'), pythonClient);
      // The connection is served for 2.5 s (the pause is 1 s), then the nonces the gateway got are printed.
      const driver = [
        'import asyncio, json, client, websockets',
        'async def serve():',
        '    try:',
        '        await asyncio.wait_for(client.run_connection(client.GATEWAY, False, {"room": "r", "token": "t", "token_type": "jwt"}), 2.5)',
        '    except asyncio.TimeoutError:',
        '        pass',
        'asyncio.run(serve())',
        'print(json.dumps(websockets.sent))',
      ].join('\n');
      // The client prints what it does; the driver's line is the last.
      const output = execFileSync('python3', ['-c', driver], {cwd: dir, encoding: 'utf8'}).trim().split('\n');
      const sent = JSON.parse(output.at(-1)!) as string[];
      const [first, second, third] = sent;
      expect(sent.filter((nonce) => nonce === first)).toHaveLength(2);
      expect(sent.filter((nonce) => nonce === second)).toHaveLength(2);
      expect(sent.filter((nonce) => nonce === third)).toHaveLength(1);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
