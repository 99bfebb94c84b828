import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {PUBLISH_ENV, SEARCH_ENV} from '../../../scripts/deploy/plan';

const root = path.resolve(__dirname, '../../..');
const text = readFileSync(path.join(root, '.github/workflows/deploy.yml'), 'utf8');
type Step = {name?: string; uses?: string; run?: string; env?: Record<string, string>};
type Job = {needs?: string; if?: string; container?: string; steps: Step[]};
const workflow = yaml.load(text) as {on: Record<string, unknown>; jobs: Record<string, Job>};
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>}).scripts;
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : []));

/** Actions the workflow may use: GitHub's own, at the major version it is written for. */
const KNOWN_ACTIONS = ['actions/checkout@v4'];

describe('the deploy workflow (.github/workflows/deploy.yml)', () => {
  it('tests every change and deploys only a push to main, after the tests passed', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'workflow_dispatch']);
    expect(workflow.on.push).toEqual({branches: ['main']});
    const {test, deploy} = workflow.jobs;
    expect(runs(test!)).toEqual(['npm ci --no-audit --no-fund', 'npm test', 'npm run deploy -- --dry-run']);
    expect(deploy?.needs).toBe('test');
    expect(deploy?.if).toBe("github.event_name == 'push' && github.ref == 'refs/heads/main'");
    expect(runs(deploy!)).toEqual(['npm ci --no-audit --no-fund', 'npm run build', 'npm run deploy']);
  });

  it('names only npm scripts that exist and actions from the known list', () => {
    for (const run of steps.flatMap((s) => (s.run ? [s.run] : []))) {
      const script = /^npm (?:run (\S+)|(test))\b/.exec(run);
      if (script) expect(scripts, run).toHaveProperty(script[1] ?? script[2] ?? '');
      else expect(run).toMatch(/^npm ci\b/);
    }
    for (const uses of steps.flatMap((s) => (s.uses ? [s.uses] : []))) expect(KNOWN_ACTIONS, uses).toContain(uses);
  });

  it('hands the deploy step every setting the deploy script reads, secrets from secrets only', () => {
    const deployStep = workflow.jobs.deploy?.steps.find((s) => s.run === 'npm run deploy');
    expect(Object.keys(deployStep?.env ?? {}).sort()).toEqual([...PUBLISH_ENV, ...SEARCH_ENV].sort());
    for (const [name, value] of Object.entries(deployStep?.env ?? {})) {
      expect(value, name).toBe(/TOKEN|ACCOUNT|WRITE_API_KEY/.test(name) ? `\${{ secrets.${name} }}` : `\${{ vars.${name} }}`);
    }
  });

  it('uses only secrets and variables the README documents', () => {
    const named = [...text.matchAll(/\$\{\{ (?:secrets|vars)\.(\w+) \}\}/g)].map((m) => m[1] as string);
    expect(named.length).toBeGreaterThan(0);
    for (const name of new Set(named)) expect(readme, name).toContain(`\`${name}\``);
  });
});
