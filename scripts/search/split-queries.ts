// Draws the held-out part of one relevance file once (35 % of each class, seeded, so the draw is
// reproducible) and marks those entries `part: holdout`. It refuses to run again on a file that has a
// held-out part: re-drawing after tuning would leak held-out queries into tuning.
// Usage: npx tsx scripts/search/split-queries.ts [file] [seed]   (default: tests/search/queries.yaml)
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {repoRoot} from './builtIndex';

const SEED = Number(process.argv[3] ?? 20261124);
const SHARE = 0.35;
const file = path.resolve(repoRoot, process.argv[2] ?? 'tests/search/queries.yaml');

/** mulberry32: a small seeded generator, enough for a reproducible shuffle. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const text = readFileSync(file, 'utf8');
const entries = yaml.load(text) as {q: string; kind: string; part?: string}[];
if (entries.some((e) => e.part === 'holdout')) {
  console.error(`${path.relative(repoRoot, file)} already has a held-out part; it is drawn once and never again.`);
  process.exit(1);
}
const random = generator(SEED);
const held = new Set<string>();
for (const kind of [...new Set(entries.map((e) => e.kind))].sort()) {
  const members = entries.filter((e) => e.kind === kind).map((e) => e.q);
  for (let i = members.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [members[i], members[j]] = [members[j]!, members[i]!];
  }
  members.slice(0, Math.ceil(members.length * SHARE)).forEach((q) => held.add(q));
}
const lines = text.split('\n').map((line) => {
  const q = /^- \{q: ("(?:[^"\\]|\\.)*")/.exec(line)?.[1];
  return q !== undefined && held.has(JSON.parse(q) as string) ? line.replace(/\}$/, ', part: holdout}') : line;
});
writeFileSync(file, lines.join('\n'));
console.log(`Held out ${held.size} of ${entries.length} queries.`);
