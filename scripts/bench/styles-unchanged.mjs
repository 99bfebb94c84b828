// `npm run bench:styles -- <before-build> [after-build]`: trimming CSS must not change how a page
// looks. Serves both builds and compares the computed style of every element of a few pages, in
// both colour modes, on a phone and a desktop viewport, with the phone menu open too.
// Prints the differences and exits 1 when there are any. BENCH_PORT (default 4330) and the next
// port serve the two builds.
import {startLocalServer} from './local-server.mjs';
import {launchBrowser} from './first-load.mjs';

const [beforeDir, afterDir = 'build'] = process.argv.slice(2);
if (!beforeDir) {
  console.error('Usage: npm run bench:styles -- <before-build-dir> [after-build-dir]');
  process.exit(2);
}
const routes = ['/', '/chatbot/commands/default', '/chatbot/commands/default/8ball', '/websockets/topics/channel-tips', '/api', '/overlays/custom-widget', '/chatbot/variables/count', '/search?q=points'];
const properties = ['display', 'position', 'color', 'background-color', 'font-size', 'font-weight', 'margin', 'padding', 'border', 'border-radius', 'width', 'height', 'visibility', 'opacity', 'transform', 'box-shadow', 'text-decoration-line', 'white-space', 'overflow'];
const viewports = [
  {name: 'desktop', width: 1280, height: 900},
  {name: 'phone', width: 390, height: 844, openMenu: true},
];

async function snapshot(browser, url, theme, viewport) {
  const context = await browser.newContext({viewport});
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await context.newPage();
  await page.goto(url, {waitUntil: 'networkidle'});
  // Compare hydrated pages (src/clientModules/renderMarks.ts), settled.
  await page.waitForFunction(() => performance.getEntriesByName('docusaurus-hydrated').length > 0, null, {timeout: 60_000});
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  if (viewport.openMenu) {
    await page.click('button.navbar__toggle');
    await page.mouse.move(viewport.width - 2, 2); // over the backdrop: no link in :hover
    await page.waitForTimeout(500);
  }
  const styles = await page.evaluate((props) => {
    const path = (el) => {
      const parts = [];
      for (let node = el; node && node !== document.documentElement; node = node.parentElement) {
        parts.unshift(`${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\s+/).join('.') : ''}`);
      }
      return parts.slice(-4).join(' > ');
    };
    // Visible elements only: the server's markup keeps both colour modes' logos where the
    // hydrated page drops the hidden one (the theme’s ThemedImage), which changes nothing on screen.
    const seen = new Map();
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.checkVisibility())
      .map((el) => {
        const cs = getComputedStyle(el);
        const p = path(el);
        seen.set(p, (seen.get(p) ?? 0) + 1);
        return {key: `${p} #${seen.get(p)}`, style: props.map((prop) => cs.getPropertyValue(prop)).join('|')};
      });
  }, properties);
  await context.close();
  return styles;
}

const before = await startLocalServer({port: Number(process.env.BENCH_PORT ?? 4330), dir: beforeDir});
const after = await startLocalServer({port: Number(process.env.BENCH_PORT ?? 4330) + 1, dir: afterDir});
const browser = await launchBrowser();
let differences = 0;
try {
  for (const route of routes) {
    for (const theme of ['light', 'dark']) {
      for (const viewport of viewports) {
        const a = await snapshot(browser, before.url + route, theme, viewport);
        const b = await snapshot(browser, after.url + route, theme, viewport);
        const where = `${route} (${theme}, ${viewport.name})`;
        const afterByKey = new Map(b.map((el) => [el.key, el.style]));
        const beforeKeys = new Set(a.map((el) => el.key));
        const missing = a.filter((el) => !afterByKey.has(el.key)).map((el) => `only before: ${el.key}`);
        const extra = b.filter((el) => !beforeKeys.has(el.key)).map((el) => `only after: ${el.key}`);
        const changed = a
          .filter((el) => afterByKey.has(el.key) && afterByKey.get(el.key) !== el.style)
          .map((el) => {
            const [x, y] = [el.style.split('|'), afterByKey.get(el.key).split('|')];
            return `${el.key}: ${properties.filter((_, k) => x[k] !== y[k]).map((prop) => `${prop} ${x[properties.indexOf(prop)]} → ${y[properties.indexOf(prop)]}`).join('; ')}`;
          });
        const found = [...missing, ...extra, ...changed];
        for (const line of found.slice(0, 6)) console.log(`${where}: ${line}`);
        if (found.length > 6) console.log(`${where}: … and ${found.length - 6} more`);
        differences += found.length;
      }
    }
  }
} finally {
  await browser.close();
  before.stop();
  after.stop();
}
console.log(differences === 0 ? 'Computed styles identical.' : `${differences} differences.`);
process.exit(differences === 0 ? 0 : 1);
