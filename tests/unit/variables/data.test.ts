/** The variables against the spec's routes and the shared summaries; the build checks their shape (docs-dev/data.md). */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getVariable, variablePath, variables} from '@site/src/data/variables';
import {optionalPageRoutes, requiredRoutes, sharedDir} from '../../support/routes';

const variableRoutes = requiredRoutes().filter((route) => route.startsWith('/chatbot/variables/'));

describe('variable data', () => {
  it('has an entry for every variable route in routes.txt (more may come from the data)', () => {
    const entries = new Set(variables.map((doc) => variablePath(doc.name)));
    expect(variableRoutes.filter((route) => !entries.has(route))).toEqual([]);
  });

  it('keeps the summaries close to the shared one-line summaries (every variable with a route there is listed)', () => {
    const summaries = readFileSync(path.join(sharedDir, 'facts/page-summaries.yaml'), 'utf8');
    // Pages the newest sheet allows beyond the route list (new_pages.dedicated_pages_optional) came later.
    const optional = new Set(optionalPageRoutes());
    const missing = variables.filter((doc) => !optional.has(variablePath(doc.name)) && !new RegExp(`^  ${doc.name}:`, 'm').test(summaries)).map((doc) => doc.name);
    expect(missing).toEqual([]);
  });

  it('gives a page only to the subjects the route list or the newest sheet allows', () => {
    const allowed = new Set([...variableRoutes, ...optionalPageRoutes()]);
    expect(variables.map((doc) => variablePath(doc.name)).filter((route) => !allowed.has(route))).toEqual([]);
  });

  it('finds a variable by name and refuses an unknown one', () => {
    expect(getVariable('weather').name).toBe('weather');
    expect(() => getVariable('nosuchvariable')).toThrow(/nosuchvariable/);
  });
});
