import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {deployPlan, PAGES_LIMITS, WRANGLER} from '../../../scripts/deploy/plan';
import {publishBuild} from '../../../scripts/deploy/publish';
import {uploadSearchRecords} from '../../../scripts/deploy/searchUpload';
import {hostedIndexSettings} from '../../../scripts/search/hostedExport';

/** A build of two pages: the home page (an article with one heading) and a page without an article. */
function smallBuild(headers = '/*\n  X-Content-Type-Options: nosniff\n'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  const page = (title: string, body: string) => `<html><head><title>${title} | Docs</title><meta name="description" content="About ${title}"></head><body>${body}</body></html>`;
  writeFileSync(path.join(dir, 'index.html'), page('Home', '<div class="theme-doc-markdown"><h1>Home</h1><h2 id="start">Start here</h2><p>Timers post messages on a schedule.</p></div>'));
  mkdirSync(path.join(dir, 'tags'));
  writeFileSync(path.join(dir, 'tags', 'index.html'), page('Tags', '<main>Tags</main>'));
  writeFileSync(path.join(dir, '_headers'), headers);
  return dir;
}
/** The records go beside the build; the build has no docs sources to read `questions:` from. */
const options = (dir: string) => ({branch: 'main', recordsFile: path.join(`${dir}-records`, 'search-records.json'), docsDir: path.join(dir, 'no-docs')});
const searchKeys = {DOCSEARCH_APP_ID: 'APP1', DOCSEARCH_INDEX_NAME: 'docs', DOCSEARCH_WRITE_API_KEY: 'write-key'};
const publishKeys = {CLOUDFLARE_API_TOKEN: 'token', CLOUDFLARE_ACCOUNT_ID: 'account', CLOUDFLARE_PAGES_PROJECT: 'docs-site'};

describe('what a deploy would do (scripts/deploy/plan.ts)', () => {
  it('stops on a _headers line Cloudflare Pages would ignore, and on search keys half set', async () => {
    const dir = smallBuild(`/*\n  Content-Security-Policy: ${'x'.repeat(PAGES_LIMITS.headerLineChars)}\n`);
    const plan = await deployPlan(dir, {DOCSEARCH_APP_ID: 'APP1'}, options(dir));
    expect(plan.problems).toEqual([
      expect.stringMatching(/_headers has 1 line\(s\) over 2000 characters/),
      'Search upload half-configured: set DOCSEARCH_INDEX_NAME and DOCSEARCH_WRITE_API_KEY too, or none of DOCSEARCH_APP_ID, DOCSEARCH_INDEX_NAME, DOCSEARCH_WRITE_API_KEY.',
    ]);
  });

  it('leaves the hosted index alone without search keys, and still exports the records it would send', async () => {
    const dir = smallBuild();
    const plan = await deployPlan(dir, {}, options(dir));
    expect(plan.problems).toEqual([]);
    expect(plan.upload.skipped).toMatch(/no search keys/);
    expect(plan.upload.records).toBe(3);
    expect(plan.publish.command).toEqual(['npx', '--yes', WRANGLER, 'pages', 'deploy', dir, '--project-name=<CLOUDFLARE_PAGES_PROJECT>', '--branch=main']);
  });
});

describe('publishing and uploading (scripts/deploy/publish.ts, searchUpload.ts)', () => {
  it('refuses to publish without the Cloudflare credentials, naming each, and runs nothing', async () => {
    const dir = smallBuild();
    const plan = await deployPlan(dir, {}, options(dir));
    const runs: string[] = [];
    await expect(publishBuild(plan.publish, {CLOUDFLARE_API_TOKEN: 'token'}, async (command) => (runs.push(command), 0))).rejects.toThrow(
      'Cannot publish: set CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_PAGES_PROJECT',
    );
    expect(runs).toEqual([]);
  });

  it('publishes with the Cloudflare CLI, which gets the credentials from the environment, not the command line', async () => {
    const dir = smallBuild();
    const plan = await deployPlan(dir, publishKeys, options(dir));
    const runs: {command: string; args: string[]; token?: string}[] = [];
    await publishBuild(plan.publish, publishKeys, async (command, args, env) => (runs.push({command, args, token: env.CLOUDFLARE_API_TOKEN}), 0));
    expect(runs).toEqual([{command: 'npx', args: ['--yes', WRANGLER, 'pages', 'deploy', dir, '--project-name=docs-site', '--branch=main'], token: 'token'}]);
    await expect(publishBuild(plan.publish, publishKeys, async () => 1)).rejects.toThrow(/Publishing failed: .* exited with 1/);
  });

  it('uploads settings and synonyms first, then replaces every record at once', async () => {
    const dir = smallBuild();
    const plan = await deployPlan(dir, searchKeys, options(dir));
    const calls: [string, Record<string, unknown>][] = [];
    let task = 0;
    const client = {
      setSettings: async (args: Record<string, unknown>) => (calls.push(['setSettings', args]), {taskID: ++task, updatedAt: ''}),
      saveSynonyms: async (args: Record<string, unknown>) => (calls.push(['saveSynonyms', args]), {taskID: ++task, updatedAt: ''}),
      waitForTask: async (args: Record<string, unknown>) => (calls.push(['waitForTask', args]), {status: 'published' as const}),
      replaceAllObjects: async (args: Record<string, unknown>) => (calls.push(['replaceAllObjects', args]), {copyOperationResponse: {}, batchResponses: [], moveOperationResponse: {}}),
    };
    let madeWith: string[] = [];
    await uploadSearchRecords(plan.upload, searchKeys, async (appId, key) => ((madeWith = [appId, key]), client as never));
    expect(madeWith).toEqual(['APP1', 'write-key']);
    expect(calls.map(([name]) => name)).toEqual(['setSettings', 'waitForTask', 'saveSynonyms', 'waitForTask', 'replaceAllObjects']);
    expect(calls[0]?.[1]).toEqual({indexName: 'docs', indexSettings: hostedIndexSettings});
    expect(calls[2]?.[1]).toMatchObject({indexName: 'docs', replaceExistingSynonyms: true});
    const objects = (calls[4]?.[1].objects ?? []) as {url: string}[];
    expect(objects).toHaveLength(plan.upload.records);
    expect(objects.map((o) => o.url)).toContain('https://docs.streamelements.com/#start');
  });

  it('uploads nothing when the plan says the search keys are absent', async () => {
    const dir = smallBuild();
    const plan = await deployPlan(dir, {}, options(dir));
    await uploadSearchRecords(plan.upload, {}, async () => {
      throw new Error('no client may be made');
    });
  });
});
