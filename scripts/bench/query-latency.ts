// Loads a built search index asset into the embedded engine and times queries (run with tsx).
import {readFileSync} from 'node:fs';
import {engineFromAsset} from '../../src/search/embedded';
import type {IndexAsset} from '../../src/search/types';

const [assetPath, ...queries] = process.argv.slice(2);
if (!assetPath || queries.length === 0) throw new Error('usage: query-latency.ts <index.json> <query>...');

async function main(indexFile: string): Promise<void> {
  const loadStart = performance.now();
  const engine = await engineFromAsset(Promise.resolve(JSON.parse(readFileSync(indexFile, 'utf8')) as IndexAsset));
  const loadMs = performance.now() - loadStart;

  const samples: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const query of queries) {
      const start = performance.now();
      engine.search(query);
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? 0;
  console.log(JSON.stringify({records: engine.records.length, loadMs, p50: pct(50), p95: pct(95)}));
}

void main(assetPath);
