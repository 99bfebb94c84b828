import {describe, expect, it} from 'vitest';
import {chatModules, modulePath} from '@site/src/data/modules';
import {validateModule} from '@site/src/data/modules/validate';
import {placeholdersIn} from '@site/src/data/settings';
import {commandPath} from '@site/src/data/commandRoutes';
import {knownRoutes, readPage} from './helpers';

const moduleRoutes = [...knownRoutes].filter((r) => r.startsWith('/chatbot/modules/'));

describe('module data', () => {
  it('has exactly one entry per module route in routes.txt', () => {
    expect(chatModules.map(modulePath).sort()).toEqual(moduleRoutes.sort());
  });

  it.each(chatModules.map((m) => [m.slug, m] as const))('%s passes its validator', (_slug, module) => {
    expect(validateModule(module, knownRoutes)).toEqual([]);
  });

  it('gives every setting a declared default (a value, or null when none is published)', () => {
    for (const module of chatModules)
      for (const setting of module.settings) {
        expect(setting, `${modulePath(module)} › ${setting.name}`).toHaveProperty('default');
        if (setting.default !== null) expect(setting.default.trim()).not.toBe('');
      }
  });

  it('documents every placeholder a template declares or uses', () => {
    for (const module of chatModules) {
      const documented = module.placeholders.map((p) => p.token);
      for (const template of module.templates) {
        const used = [...template.placeholders, ...placeholdersIn(template.default ?? '')];
        expect(documented, `${modulePath(module)} › ${template.name}`).toEqual(expect.arrayContaining(used));
      }
    }
  });

  it('links every command to a default command route', () => {
    const links = chatModules.flatMap((m) => m.commands.map((c) => commandPath(c.command)));
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((l) => !knownRoutes.has(l))).toEqual([]);
  });

  it.each(chatModules.map((m) => [m.slug] as const))('%s has a page built from its own entry', (slug) => {
    const page = readPage(`modules/${slug}.mdx`);
    expect(page.route).toBe(`/chatbot/modules/${slug}`);
    expect(page.body).toContain(`moduleBySlug('${slug}')`);
    expect(page.body).toContain('<ModuleSummary module={mod} />');
  });
});
