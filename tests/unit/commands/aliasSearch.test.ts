import {describe, expect, it} from 'vitest';
import {loadBuiltEngine} from '@site/scripts/search/builtIndex';
import {commandPath} from '@site/src/data/commandRoutes';
import {commands} from '@site/src/data/commands';

/** Every alias in the command data finds its command's page in the top 3 of the built site's search. */
describe('search finds every command alias (needs a build)', () => {
  const engine = loadBuiltEngine();
  const aliases = commands.flatMap((command) => command.aliases.map((alias) => [alias, commandPath(command.name)] as const));

  it.each(aliases)('%s → %s', (alias, route) => {
    const pages: string[] = [];
    for (const hit of engine.search(alias).hits) {
      const page = new URL(hit.record.url).pathname;
      if (!pages.includes(page)) pages.push(page);
    }
    expect(pages.slice(0, 3), alias).toContain(route);
  });
});
