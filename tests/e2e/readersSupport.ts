import {spawn} from 'node:child_process';
import {cpSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {buildDir, repoRoot} from '../support/routes';

/** Waits until the page's service worker is active (its precache, every page included, is complete). */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** A copy of the build served by scripts/serve.mjs on its own port, so a test can "deploy" into it. */
export async function startDeployCopy(port: number): Promise<{url: string; dir: string; stop: () => void}> {
  const dir = path.join(repoRoot, '.tmp', `e2e-deploy-${port}`);
  rmSync(dir, {recursive: true, force: true});
  cpSync(buildDir, dir, {recursive: true});
  const server = spawn('node', ['scripts/serve.mjs', '--dir', dir, '--port', String(port)], {cwd: repoRoot, stdio: 'ignore'});
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill();
    rmSync(dir, {recursive: true, force: true});
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await fetch(`${url}/`).then((r) => r.ok, () => false)) return {url, dir, stop};
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`The deploy copy on port ${port} did not answer within 10 s.`);
}

/**
 * What a new deploy of one page changes: the page's HTML (here a marker in its head) and, because of
 * that, the page's revision in the service worker's precache manifest (sw.js), which is how a browser
 * learns that there is a new version.
 */
export function deployNewVersionOf(dir: string, route: string, marker: string): void {
  const rel = route.replace(/^\//, '');
  const htmlFile = path.join(dir, `${rel}.html`);
  writeFileSync(htmlFile, readFileSync(htmlFile, 'utf8').replace('</head>', `<meta name="deploy" content="${marker}"></head>`));
  const swFile = path.join(dir, 'sw.js');
  const sw = readFileSync(swFile, 'utf8');
  const entry = new RegExp(`\\{"revision":"[0-9a-f]+","url":"${rel.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"\\}`);
  if (!entry.test(sw)) throw new Error(`sw.js has no precache entry for ${rel}; did the manifest format change?`);
  writeFileSync(swFile, sw.replace(entry, `{"revision":"${marker}","url":"${rel}"}`));
}
