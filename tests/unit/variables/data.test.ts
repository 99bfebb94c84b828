/** The variables against the spec's routes and the shared summaries; the build checks their shape (docs-dev/data.md). */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getVariable, variablePath, variables} from '@site/src/data/variables';
import {requiredRoutes, sharedDir} from '../../support/routes';

const variableRoutes = requiredRoutes().filter((route) => route.startsWith('/chatbot/variables/'));

describe('variable data', () => {
  it('has an entry for every variable route in routes.txt (more may come from the data)', () => {
    const entries = new Set(variables.map((doc) => variablePath(doc.name)));
    expect(variableRoutes.filter((route) => !entries.has(route))).toEqual([]);
  });

  it('keeps the summaries close to the shared one-line summaries (every variable is listed there)', () => {
    const summaries = readFileSync(path.join(sharedDir, 'facts/page-summaries.yaml'), 'utf8');
    const missing = variables.filter((doc) => !new RegExp(`^  ${doc.name}:`, 'm').test(summaries)).map((doc) => doc.name);
    expect(missing).toEqual([]);
  });

  it('finds a variable by name and refuses an unknown one', () => {
    expect(getVariable('weather').name).toBe('weather');
    expect(() => getVariable('nosuchvariable')).toThrow(/nosuchvariable/);
  });
});
