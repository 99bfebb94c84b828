import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getVariable, variablePath, variables} from '@site/src/data/variables';
import type {VariableDoc} from '@site/src/data/variables';
import {validateVariable, validateVariables} from '@site/src/data/variables/validate';
import {repoRoot, requiredRoutes, sharedDir, siteRoutes, tagKeys} from '../../support/routes';

const routes = new Set(siteRoutes());
const context = {routes, tags: new Set(tagKeys())};
const variableRoutes = requiredRoutes().filter((route) => route.startsWith('/chatbot/variables/'));

describe('variable data', () => {
  it('has an entry for every variable route in routes.txt (more may come from the data), each with its page', () => {
    const entries = new Set(variables.map((doc) => variablePath(doc.name)));
    expect(variableRoutes.filter((route) => !entries.has(route))).toEqual([]);
    expect(variables.filter((doc) => !existsSync(path.join(repoRoot, 'docs/chatbot/variables', `${doc.name}.mdx`))).map((doc) => doc.name)).toEqual([]);
  });

  it('passes the validator (routes, tags, required fields)', () => {
    expect(validateVariables(variables, context)).toEqual([]);
  });

  it.each(variables.map((doc) => [doc.name, doc] as const))('%s has a ${...} syntax form, a summary and an example', (_name, doc) => {
    expect(doc.syntax.some((form) => form.form.startsWith('${'))).toBe(true);
    expect(doc.summary.length).toBeGreaterThan(10);
    expect(doc.examples.length).toBeGreaterThan(0);
  });

  it('uses only the ${...} spelling in syntax forms, examples and aliases', () => {
    const texts = variables.flatMap((doc) => [
      ...doc.syntax.map((form) => form.form),
      ...doc.aliases,
      ...doc.examples.map((example) => example.setup),
    ]);
    expect(texts.filter((text) => /\$\(/.test(text))).toEqual([]);
  });

  it('names every related variable by a real entry', () => {
    const names = new Set(variables.map((doc) => doc.name));
    const dangling = variables.flatMap((doc) => doc.relatedVariables.filter((name) => !names.has(name)).map((name) => `${doc.name} -> ${name}`));
    expect(dangling).toEqual([]);
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

describe('validateVariable', () => {
  const good = getVariable('weather');
  const broken = (patch: Partial<VariableDoc>): VariableDoc => ({...good, ...patch});

  it('accepts a good entry', () => {
    expect(validateVariable(good, context)).toEqual([]);
  });

  it('rejects a syntax form written with $(...) and names page and field', () => {
    const errors = validateVariable(broken({syntax: [{form: '$(weather "Oslo")', meaning: 'x'}]}), context);
    expect(errors).toContain('/chatbot/variables/weather syntax[0].form: must start with "${"');
  });

  it('rejects an entry without syntax forms or examples', () => {
    const errors = validateVariable(broken({syntax: [], examples: []}), context);
    expect(errors).toContain('/chatbot/variables/weather syntax: needs at least one form');
    expect(errors).toContain('/chatbot/variables/weather examples: needs at least one worked example');
  });

  it('rejects empty required texts', () => {
    const errors = validateVariable(broken({summary: ' ', output: ''}), context);
    expect(errors).toEqual(expect.arrayContaining([
      '/chatbot/variables/weather summary: must be a non-empty text',
      '/chatbot/variables/weather output: must be a non-empty text',
    ]));
  });

  it('rejects related links that are not routes', () => {
    const errors = validateVariable(broken({relatedVariables: ['weathr'], relatedCommands: ['forecast']}), context);
    expect(errors).toEqual([
      '/chatbot/variables/weather relatedVariables[0]: /chatbot/variables/weathr is not a route',
      '/chatbot/variables/weather relatedCommands[0]: /chatbot/commands/default/forecast is not a route',
    ]);
  });

  it('rejects tags missing from docs/tags.yml', () => {
    const errors = validateVariable(broken({tags: ['variables', 'sunshine' as never]}), context);
    expect(errors).toEqual(['/chatbot/variables/weather tags[1]: "sunshine" is not in docs/tags.yml']);
  });

  it('rejects an example without a reply or result, and a field outside the variable', () => {
    const errors = validateVariable(
      broken({
        examples: [{title: 'Quiet', setup: '!command add !w ${weather "Oslo"}', lines: [{role: 'viewer', text: '!w'}]}],
        fields: [{name: 'channel.viewers', meaning: 'Viewers.'}],
      }),
      context,
    );
    expect(errors).toEqual([
      '/chatbot/variables/weather fields[0].name: must start with "weather."',
      '/chatbot/variables/weather examples[0]: needs a bot reply or a result that says what happens',
    ]);
  });

  it('reports two entries with the same name', () => {
    expect(validateVariables([good, good], context)).toContain('/chatbot/variables/weather name: used by two entries');
  });
});
