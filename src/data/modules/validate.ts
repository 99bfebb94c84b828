import {settingProblems, templateProblems} from '../settings';
import {userLevelIds} from '../userLevels';
import {commandPath} from '../commandRoutes';
import type {ChatModule, ModuleWithoutPage} from './types';

/**
 * Everything wrong with one module entry, each message naming the page and the field.
 * `knownRoutes`, when given, is the site's route list: command and topic links must be in it.
 */
export function validateModule(module: ChatModule, knownRoutes?: ReadonlySet<string>): string[] {
  const page = `/chatbot/modules/${module?.slug ?? '?'}`;
  const problems: string[] = [];
  if (!module?.slug || !/^[a-z0-9-]+$/.test(module.slug)) problems.push(`${page} › slug: must be lower-case letters, digits and dashes`);
  if (!module?.name?.trim()) problems.push(`${page} › name: must not be empty`);
  if (!module?.adds?.trim()) problems.push(`${page} › adds: must say in one line what the module adds`);
  (module.commands ?? []).forEach((c, i) => {
    const at = `${page} › commands[${i}]`;
    if (!/^[a-z0-9]+$/.test(c.command ?? '')) problems.push(`${at} › command: "${c.command}" must be a default command name without "!"`);
    else if (knownRoutes && !knownRoutes.has(commandPath(c.command)))
      problems.push(`${at} › command: ${commandPath(c.command)} is not a route in routes.txt`);
    if (!c.usage?.startsWith(`!${c.command}`)) problems.push(`${at} › usage: must start with "!${c.command}"`);
    if (!userLevelIds.includes(c.level)) problems.push(`${at} › level: "${c.level}" is not a user level`);
    if (!c.does?.trim()) problems.push(`${at} › does: must not be empty`);
  });
  (module.settings ?? []).forEach((s, i) => problems.push(...settingProblems(page, s, i)));
  problems.push(...templateProblems(page, module.templates ?? [], module.placeholders ?? []));
  (module.limits ?? []).forEach((l, i) => {
    if (!l?.trim()) problems.push(`${page} › limits[${i}]: must not be empty`);
  });
  if (module.topicRoute && knownRoutes && !knownRoutes.has(module.topicRoute))
    problems.push(`${page} › topicRoute: ${module.topicRoute} is not a route in routes.txt`);
  return problems;
}

/** Everything wrong with a module the index lists without a page of its own. */
export function validateModuleWithoutPage(module: ModuleWithoutPage, knownRoutes?: ReadonlySet<string>): string[] {
  const page = `/chatbot/modules#${module.name}`;
  const problems: string[] = [];
  if (!module.name?.trim()) problems.push(`${page} › name: must not be empty`);
  if (!module.adds?.trim()) problems.push(`${page} › adds: must say in one line what the module adds`);
  module.settings.forEach((s, i) => {
    if (!s?.trim()) problems.push(`${page} › settings[${i}]: must not be empty`);
  });
  module.notes.forEach((n, i) => {
    if (!n?.trim()) problems.push(`${page} › notes[${i}]: must not be empty`);
  });
  if (module.command !== undefined && knownRoutes && !knownRoutes.has(commandPath(module.command)))
    problems.push(`${page} › command: ${commandPath(module.command)} is not a route in routes.txt`);
  return problems;
}
