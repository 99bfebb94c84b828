import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {redirects} from '../../config/redirects';
import {buildDir, builtFileFor, dataRoutes, newPageRoutes, pendingRoutes, requiredRoutes, siteRoutes} from '../support/routes';

describe('route ledger', () => {
  it('has a production build to check', () => {
    expect(existsSync(path.join(buildDir, 'index.html')), 'run "npm run build" first').toBe(true);
  });

  it('lists only required routes and the newest facts sheet’s new pages as pending, each once', () => {
    const required = new Set([...requiredRoutes(), ...newPageRoutes()]);
    const pending = pendingRoutes();
    expect(pending.filter((route) => !required.has(route))).toEqual([]);
    expect(new Set(pending).size).toBe(pending.length);
  });

  it('builds every route that is not pending', () => {
    const pending = new Set(pendingRoutes());
    const missing = [...requiredRoutes(), ...newPageRoutes()].filter((route) => !pending.has(route) && !builtFileFor(route));
    expect(missing).toEqual([]);
  });

  it('does not build a route still listed as pending (remove it from tests/pending-routes.txt)', () => {
    const built = pendingRoutes().filter((route) => builtFileFor(route));
    expect(built).toEqual([]);
  });

  it('builds a page for every data entry, beyond the spec’s routes too', () => {
    expect(dataRoutes().filter((route) => !builtFileFor(route))).toEqual([]);
  });

  it('builds no page that is not a spec route, a new page of the newest facts sheet, a built optional one or a data entry’s (besides the not-found page, the widget frame document and the redirects)', () => {
    const known = new Set([...siteRoutes(), '/404', '/widget-frame', ...redirects.map(({from}) => from)]);
    const htmlRoutes = (dir: string, prefix = ''): string[] =>
      readdirSync(path.join(buildDir, dir), {withFileTypes: true}).flatMap((entry) => {
        if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`);
        if (!entry.name.endsWith('.html')) return [];
        return [entry.name === 'index.html' ? prefix || '/' : `${prefix}/${entry.name.slice(0, -'.html'.length)}`];
      });
    expect(htmlRoutes('').filter((route) => !known.has(route))).toEqual([]);
  });
});
