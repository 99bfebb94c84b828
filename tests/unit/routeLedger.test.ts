import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir, builtFileFor, pendingRoutes, requiredRoutes} from '../support/routes';

describe('route ledger', () => {
  it('has a production build to check', () => {
    expect(existsSync(path.join(buildDir, 'index.html')), 'run "npm run build" first').toBe(true);
  });

  it('lists only required routes as pending, each once', () => {
    const required = new Set(requiredRoutes());
    const pending = pendingRoutes();
    expect(pending.filter((route) => !required.has(route))).toEqual([]);
    expect(new Set(pending).size).toBe(pending.length);
  });

  it('builds every route that is not pending', () => {
    const pending = new Set(pendingRoutes());
    const missing = requiredRoutes().filter((route) => !pending.has(route) && !builtFileFor(route));
    expect(missing).toEqual([]);
  });

  it('does not build a route still listed as pending (remove it from tests/pending-routes.txt)', () => {
    const built = pendingRoutes().filter((route) => builtFileFor(route));
    expect(built).toEqual([]);
  });
});
