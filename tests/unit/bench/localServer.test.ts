import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {describe, expect, it} from 'vitest';
import {startLocalServer} from '../../../scripts/bench/local-server.mjs';

describe('the benchmarks’ local server', () => {
  it('refuses a port that something already answers on, instead of measuring what that serves', async () => {
    const leftover = createServer((_, response) => response.end('an older build'));
    await new Promise<void>((resolve) => leftover.listen(0, '127.0.0.1', resolve));
    const {port} = leftover.address() as AddressInfo;
    try {
      await expect(startLocalServer({port})).rejects.toThrow(`Port ${port} already answers`);
    } finally {
      leftover.close();
    }
  });
});
