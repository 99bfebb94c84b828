// Starts scripts/serve.mjs for a benchmark and resolves once it answers, instead of guessing a delay.
import {spawn} from 'node:child_process';

/** @returns {Promise<{url: string, stop: () => void}>} */
export async function startLocalServer({port, dir = 'build', cwd = process.cwd()}) {
  // A server left behind by an interrupted run would answer in place of this one, and a benchmark
  // would measure whatever it serves.
  if (await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)) {
    throw new Error(`Port ${port} already answers (a server left by an earlier run?): stop it, or choose other ports with BENCH_PORT.`);
  }
  const server = spawn('node', ['scripts/serve.mjs', '--dir', dir, '--port', String(port)], {cwd, stdio: 'ignore'});
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await fetch(`${url}/`).then((r) => r.ok, () => false)) return {url, stop: () => server.kill()};
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`The local server on port ${port} did not answer within 5 s.`);
}
