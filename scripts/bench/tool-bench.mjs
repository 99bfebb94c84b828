// What the tool benchmarks in scripts/bench-tools/ share: a local server of the build on a free
// port (or BENCH_PORT), a browser, and a table of figures that fails the run when one is over budget.
import {createServer} from 'node:net';
import {startLocalServer} from './local-server.mjs';
import {launchBrowser} from './first-load.mjs';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const {port} = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts the server and the browser. */
export async function startToolBench() {
  const server = await startLocalServer({port: Number(process.env.BENCH_PORT ?? (await freePort()))});
  const browser = await launchBrowser();
  return {server, browser, stop: async () => {
    await browser.close();
    server.stop();
  }};
}

/** Rows of figures: `row(what, value, unit, budget?)`; `report()` prints them and exits 1 when one is over budget. */
export function figureTable() {
  const rows = [];
  const failures = [];
  const row = (what, value, unit, budget) => {
    const ok = budget === undefined || value <= budget;
    rows.push({what, value: `${value.toFixed(unit === 'kB' ? 1 : 0)} ${unit}`, budget: budget === undefined ? '—' : `≤ ${budget} ${unit}`, verdict: budget === undefined ? '' : ok ? 'ok' : 'OVER BUDGET'});
    if (!ok) failures.push(what);
  };
  const report = () => {
    console.table(rows);
    if (failures.length > 0) {
      console.error(`Over budget: ${failures.join(', ')}`);
      process.exit(1);
    }
  };
  return {row, report};
}
