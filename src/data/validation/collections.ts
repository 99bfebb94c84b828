/**
 * Every data check the build runs (plugins/data-validation), one function per collection. Each
 * takes the collection's entries and the context (routes, tags, which file declares an entry), so
 * the checks work whether a collection is split by category or into one module per entry.
 */
import {commandPath} from '../commandRoutes';
import {commands, type Command} from '../commands';
import {validateCommands} from '../commands/validate';
import {chatModules, modulesWithoutPage, type ChatModule, type ModuleWithoutPage} from '../modules';
import {validateModule, validateModuleWithoutPage} from '../modules/validate';
import {newerFilters, spamFilters, type FilterWithoutPage, type SpamFilter} from '../filters';
import {validateFilter, validateFilterWithoutPage} from '../filters/validate';
import {topics, type Topic} from '../topics';
import {topicsWithoutPage, type TopicWithoutPage} from '../topics/withoutPage';
import {validateTopics} from '../topics/validate';
import {variablePath, variables, variablesPath, variablesWithoutPage, type VariableDoc, type VariableWithoutPage} from '../variables';
import {validateVariableWithoutPage, validateVariables} from '../variables/validate';
import {validateOverlays} from '../overlays/validate';
import {validateGateway} from '../websockets/validate';
import {attributeByRoute, duplicates, type DataContext, type Problem} from './problems';

const folder = (collection: string) => `src/data/${collection}`;

/** Commands: the command checks, plus every `needs` and `seeAlso` link is a route the site serves. */
export function checkCommands(entries: readonly Command[], context: DataContext): Problem[] {
  const file = (entry: Command) => context.fileOf('commands', entry.name);
  const problems = attributeByRoute(validateCommands(entries), entries, (entry) => commandPath(entry.name), file, folder('commands'));
  for (const entry of entries) {
    const links = [...(entry.needs ?? []).map((need, i) => ({field: `needs[${i}].to`, to: need.to})), ...(entry.seeAlso ?? []).map((link, i) => ({field: `seeAlso[${i}].to`, to: link.to}))];
    for (const {field, to} of links) {
      const route = to?.split('#')[0];
      if (route && !context.routes.has(route)) problems.push({file: file(entry), message: `${commandPath(entry.name)}: field "${field}" ${route} is not a route the site serves (spec/routes.txt or a page in docs/)`});
    }
  }
  return problems;
}

export function checkVariables(entries: readonly VariableDoc[], withoutPage: readonly VariableWithoutPage[], context: DataContext): Problem[] {
  const file = (entry: {name: string}) => context.fileOf('variables', entry.name);
  const problems = attributeByRoute(validateVariables(entries, context), entries, (entry) => variablePath(entry.name), file, folder('variables'));
  for (const entry of withoutPage) problems.push(...validateVariableWithoutPage(entry).map((message) => ({file: file(entry), message})));
  const withPage = new Set(entries.map((entry) => entry.name));
  for (const entry of withoutPage)
    if (withPage.has(entry.name)) problems.push({file: file(entry), message: `${variablesPath}#${entry.name} name: has a page already; list it once`});
  return problems;
}

export function checkModules(entries: readonly ChatModule[], withoutPage: readonly ModuleWithoutPage[], context: DataContext): Problem[] {
  const problems = entries.flatMap((entry) => validateModule(entry, context.routes).map((message) => ({file: context.fileOf('modules', entry.slug), message})));
  for (const {value} of duplicates(entries, (entry) => entry.slug)) problems.push({file: context.fileOf('modules', value), message: `/chatbot/modules/${value} › slug: used by two modules`});
  for (const entry of withoutPage) problems.push(...validateModuleWithoutPage(entry, context.routes).map((message) => ({file: context.fileOf('modules', entry.name), message})));
  return problems;
}

export function checkFilters(entries: readonly SpamFilter[], withoutPage: readonly FilterWithoutPage[], context: DataContext): Problem[] {
  const problems = entries.flatMap((entry) => validateFilter(entry).map((message) => ({file: context.fileOf('filters', entry.slug), message})));
  for (const {value} of duplicates(entries, (entry) => entry.slug)) problems.push({file: context.fileOf('filters', value), message: `/chatbot/filters/${value} › slug: used by two filters`});
  for (const entry of withoutPage) problems.push(...validateFilterWithoutPage(entry).map((message) => ({file: context.fileOf('filters', entry.id), message})));
  return problems;
}

export function checkTopics(entries: readonly Topic[], withoutPage: readonly TopicWithoutPage[], context: DataContext): Problem[] {
  return validateTopics(entries, withoutPage, context);
}

/** Every check on the site's real data: what the build runs. */
export function checkAllData(context: DataContext): Problem[] {
  return [
    ...checkCommands(commands, context),
    ...checkVariables(variables, variablesWithoutPage, context),
    ...checkModules(chatModules, modulesWithoutPage, context),
    ...checkFilters(spamFilters, newerFilters, context),
    ...checkTopics(topics, topicsWithoutPage, context),
    ...validateOverlays(context),
    ...validateGateway(context, new Set([...topics, ...topicsWithoutPage].map((topic) => topic.name))),
  ];
}
