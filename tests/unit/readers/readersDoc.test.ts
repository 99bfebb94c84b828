import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../..');
const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');

describe('docs-dev/readers.md', () => {
  it('lists the post-build steps as plugins/post-build/run.ts runs them, numbered in order', () => {
    const run = read('plugins/post-build/run.ts');
    const body = run.slice(run.indexOf('export async function runPostBuild'));
    const steps = [...body.matchAll(/timed\('([\w-]+)'/g)].map((m) => m[1]);
    const doc = read('docs-dev/readers.md');
    const order = doc.slice(doc.indexOf('**Post-build order.**'), doc.indexOf('- **Build time.**'));
    const listed = [...order.matchAll(/(\d+)\. `([\w-]+)`/g)];
    expect(steps.length).toBeGreaterThan(0);
    expect(listed.map((m) => m[2])).toEqual(steps);
    expect(listed.map((m) => Number(m[1]))).toEqual(steps.map((_, i) => i + 1));
  });
});
