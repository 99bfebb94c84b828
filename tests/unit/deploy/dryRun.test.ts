import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {hostedIndexSettings} from '../../../scripts/search/hostedExport';
import {buildDir, repoRoot} from '../../support/routes';

/**
 * `npm run deploy -- --dry-run` on the build `npm test` made, as CI runs it: with credentials in the
 * environment (fake ones), the network and the Cloudflare CLI refused (./noNetwork.mjs). Run while
 * the file loads: a child process's start-up is not a test's time.
 */
const recordsFile = path.join(repoRoot, '.tmp/deploy/search-records.json');
const fake = {
  CLOUDFLARE_API_TOKEN: 'not-a-token',
  CLOUDFLARE_ACCOUNT_ID: 'not-an-account',
  CLOUDFLARE_PAGES_PROJECT: 'docs-preview',
  DOCSEARCH_APP_ID: 'NOTANAPP',
  DOCSEARCH_INDEX_NAME: 'docs-dry-run',
  DOCSEARCH_WRITE_API_KEY: 'not-a-key',
};
const run = spawnSync(process.execPath, ['--import', 'tsx', '--import', path.join(__dirname, 'noNetwork.mjs'), 'scripts/deploy.ts', '--dry-run', '--build', buildDir, '--branch', 'main'], {
  cwd: repoRoot,
  encoding: 'utf8',
  env: {...process.env, ...fake},
});
const output = `${run.stdout}${run.stderr}`;

describe('the deploy dry run (scripts/deploy.ts)', () => {
  it('finishes without publishing, uploading or touching the network, even with credentials set', () => {
    expect(output).not.toMatch(/dry run used the network or a publisher/);
    expect(run.status, output).toBe(0);
    expect(output).toMatch(/^Deploy dry run: nothing is published or uploaded/m);
    expect(output).not.toMatch(/^Published/m);
  });

  it('says what it would publish: the build, the host\'s _headers rules and the command', () => {
    expect(output).toMatch(/Publish to Cloudflare Pages, project docs-preview, branch main:/);
    expect(output).toMatch(/^ {2}_headers: \d+ rules, applied by the host$/m);
    expect(output).toMatch(/^ {4}\/\*: Content-Security-Policy, /m);
    expect(output).toMatch(/^ {4}\/widget-frame: ! Content-Security-Policy, ! X-Frame-Options, Content-Security-Policy/m);
    expect(output).toContain('command: npx --yes wrangler@');
    expect(output).toContain(`pages deploy ${buildDir} --project-name=docs-preview --branch=main`);
  });

  it('says what it would upload: every exported record, the settings and the synonyms, to the named index', () => {
    const records = JSON.parse(readFileSync(recordsFile, 'utf8')) as unknown[];
    const synonyms = JSON.parse(readFileSync(recordsFile.replace(/\.json$/, '.synonyms.json'), 'utf8')) as unknown[];
    expect(output).toContain('Upload to application NOTANAPP, index docs-dry-run: replace all records, then settings and synonyms.');
    expect(output).toContain(`${records.length} records from `);
    expect(output).toContain(`${Object.keys(hostedIndexSettings).length} index settings, ${synonyms.length} synonyms`);
  });

  it('names the credentials it found, never their values', () => {
    expect(output).toContain('CLOUDFLARE_API_TOKEN set');
    for (const value of Object.values(fake).filter((v) => v.startsWith('not-'))) expect(output).not.toContain(value);
  });
});
