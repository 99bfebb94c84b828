/**
 * The build's check of the chatbot modules: each entry against its schema (./schema.ts), then the
 * rules across entries and against the site: slugs used once, and command and topic links to pages
 * the site serves.
 */
import {commandPath} from '../commandRoutes';
import {records} from '../validation/fields';
import {duplicates, zodProblems, type DataContext, type Problem} from '../validation/problems';
import {chatModuleSchema, moduleWithoutPageSchema} from './schema';
import type {ChatModule, ModuleWithoutPage} from './types';

const modulePage = (slug: string): string => `/chatbot/modules/${slug}`;

export function checkModules(entries: readonly ChatModule[], withoutPage: readonly ModuleWithoutPage[], context: DataContext): Problem[] {
  const fileOf = (key: string) => context.fileOf('modules', key);
  const problems = [
    ...entries.flatMap((entry) => zodProblems(chatModuleSchema, entry, fileOf(entry.slug), modulePage(entry.slug))),
    ...withoutPage.flatMap((entry) => zodProblems(moduleWithoutPageSchema, entry, fileOf(entry.name), `/chatbot/modules#${entry.name}`)),
  ];
  const report = (key: string, where: string, field: string, message: string) => problems.push({file: fileOf(key), message: `${where} ${field}: ${message}`});
  const notServed = (route: string) => `${route} is not a route the site serves (spec/routes.txt or a page in docs/)`;

  for (const {value} of duplicates(entries, (entry) => entry.slug)) report(value, modulePage(value), 'slug', 'is used by two modules');
  for (const entry of entries) {
    for (const [command, i] of records(entry.commands))
      if (typeof command.command === 'string' && !context.routes.has(commandPath(command.command))) report(entry.slug, modulePage(entry.slug), `commands[${i}].command`, notServed(commandPath(command.command)));
    if (typeof entry.topicRoute === 'string' && !context.routes.has(entry.topicRoute)) report(entry.slug, modulePage(entry.slug), 'topicRoute', notServed(entry.topicRoute));
  }
  for (const entry of withoutPage)
    if (typeof entry.command === 'string' && !context.routes.has(commandPath(entry.command))) report(entry.name, `/chatbot/modules#${entry.name}`, 'command', notServed(commandPath(entry.command)));
  return problems;
}
