/** The modules against the spec's routes; the build checks their shape, links and pages (docs-dev/data.md). */
import {describe, expect, it} from 'vitest';
import {chatModules, modulePath} from '@site/src/data/modules';
import {knownRoutes} from './helpers';

const moduleRoutes = [...knownRoutes].filter((r) => r.startsWith('/chatbot/modules/'));

describe('module data', () => {
  it('has exactly one entry per module route in routes.txt', () => {
    expect(chatModules.map(modulePath).sort()).toEqual(moduleRoutes.sort());
  });
});
