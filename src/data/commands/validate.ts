/**
 * The build's check of the default commands: each entry against its schema (./schema.ts), then the
 * rules across entries and against the site: every name and alias belongs to one command, related
 * commands exist, and `needs` and `seeAlso` links go to pages the site serves.
 */
import {commandPath} from '../commandRoutes';
import {records, strings} from '../validation/fields';
import {zodProblems, type DataContext, type Problem} from '../validation/problems';
import {commandSchema} from './schema';
import type {Command} from './types';

export function checkCommands(entries: readonly Command[], context: DataContext): Problem[] {
  const file = (entry: Command) => context.fileOf('commands', entry.name);
  const problems = entries.flatMap((entry) => zodProblems(commandSchema, entry, file(entry), commandPath(entry.name)));
  const report = (entry: Command, field: string, message: string) => problems.push({file: file(entry), message: `${commandPath(entry.name)} ${field}: ${message}`});

  const triggerOwner = new Map<string, string>();
  for (const entry of entries) {
    [`!${entry.name}`, ...strings(entry.aliases)].forEach((trigger, i) => {
      const owner = triggerOwner.get(trigger);
      if (owner) report(entry, i === 0 ? 'name' : `aliases[${i - 1}]`, `${trigger} already belongs to !${owner}; a trigger runs one command`);
      else triggerOwner.set(trigger, entry.name);
    });
  }

  const names = new Set(entries.map((entry) => entry.name));
  for (const entry of entries) {
    strings(entry.relatedCommands).forEach((related, i) => {
      if (related === entry.name) report(entry, `relatedCommands[${i}]`, 'names the command itself; list other default commands');
      else if (!names.has(related)) report(entry, `relatedCommands[${i}]`, `${JSON.stringify(related)} is not a default command (a file in src/data/commands/entries, named without "!")`);
    });
    const links = [...records(entry.needs).map(([need, i]) => ({field: `needs[${i}].to`, to: need.to})), ...records(entry.seeAlso).map(([link, i]) => ({field: `seeAlso[${i}].to`, to: link.to}))];
    for (const {field, to} of links) {
      const route = typeof to === 'string' ? to.split('#')[0] : undefined;
      if (route?.startsWith('/') && !context.routes.has(route)) report(entry, field, `${route} is not a route the site serves (spec/routes.txt or a page in docs/)`);
    }
  }
  return problems;
}
