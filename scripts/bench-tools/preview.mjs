// Reply preview benchmark: p95 time to evaluate a 500-character reply, in Chromium with the CPU
// slowed down 4× through the DevTools protocol (Emulation.setCPUThrottlingRate), the way
// Lighthouse simulates a mid-range phone. Node has no CPU throttle, so the evaluator is bundled
// (esbuild, in memory) and run in the page. Budget: p95 ≤ 5 ms. Exits 1 when over budget.
// The machine is shared, so one round's tail can be another process's work: the budget applies to
// the best of five rounds (as Lighthouse figures are the best of three), and every round is printed.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';
import {dataEntriesPlugin} from '../bench/dataEntries.mjs';
import {launchBrowser} from '../bench/first-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const budgetMs = 5;
const throttle = 4;
const runs = 300;
const rounds = 5;

const bundle = await build({
  entryPoints: [path.join(root, 'src/preview/index.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'ReplyPreview',
  platform: 'browser',
  target: 'es2020',
  alias: {'@site': root},
  plugins: [dataEntriesPlugin],
  logLevel: 'error',
});

/** A reply that uses most kinds of variable, nested, padded with text to exactly 500 characters. */
const core =
  '${sender} gives ${touser} ${repeat 2 hugs}! Hugs: ${count hugs}. Roll ${random 1-100}, snack ${random.pick \'ramen\' \'tacos\' \'toast\'}, ' +
  'half your points: ${math "round(${sender.points} / 2)"}. Lisbon ${time.timezone Europe/Lisbon}, ${weather ${1:}}, ${game} for ${uptime}, ' +
  'search ${queryescape ${1:}} ${1|sender} ${if true yes|no} ${customapi https://api.example.com/next} ${sendr}';
const reply = (core + ' and thanks for being here'.repeat(20)).slice(0, 500);

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>preview bench</title>');
  await page.addScriptTag({content: bundle.outputFiles[0].text});
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttle});
  const measureRound = () => page.evaluate(
    ({reply, runs}) => {
      const {previewReply, defaultSamples, seededRandom} = window.ReplyPreview;
      const samples = defaultSamples();
      const counters = new Map();
      const input = {reply, message: '!hug Porto golden pumpkin', senderName: 'PixelPanda', level: 'everyone', platform: 'twitch', samples};
      const once = (seed) => previewReply(input, {counters: new Map(counters), random: seededRandom(seed), now: () => new Date()});
      for (let i = 0; i < 100; i += 1) once(i); // warm-up: JIT and the catalog built once per session
      const out = [];
      for (let i = 0; i < runs; i += 1) {
        const start = performance.now();
        once(i);
        out.push(performance.now() - start);
      }
      return out;
    },
    {reply, runs},
  );
  const summaries = [];
  for (let round = 0; round < rounds; round += 1) {
    const sorted = [...(await measureRound())].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    summaries.push({p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]});
  }
  const best = summaries.reduce((a, b) => (b.p95 < a.p95 ? b : a));
  const p95 = best.p95;
  console.table([
    {measure: 'reply length', value: `${reply.length} characters`},
    {measure: 'runs per round (after 100 warm-up)', value: `${runs} × ${rounds} rounds`},
    {measure: 'CPU slowdown', value: `${throttle}×`},
    {measure: 'p95 of each round', value: summaries.map((s) => s.p95.toFixed(2)).join(' / ') + ' ms'},
    {measure: 'best round: p50', value: `${best.p50.toFixed(2)} ms`},
    {measure: 'best round: p95', value: `${p95.toFixed(2)} ms`, budget: `≤ ${budgetMs} ms`, verdict: p95 <= budgetMs ? 'ok' : 'OVER BUDGET'},
    {measure: 'best round: max', value: `${best.max.toFixed(2)} ms`},
    {measure: 'evaluator bundle (raw)', value: `${(bundle.outputFiles[0].contents.length / 1000).toFixed(1)} kB`},
  ]);
  if (p95 > budgetMs) process.exitCode = 1;
} finally {
  await browser.close();
}
