/**
 * Every data check the build runs (plugins/data-validation), one function per collection. Each
 * checks its entries against the collection's schema (`schema.ts` beside the data) and adds the
 * rules across entries and against the site, given the context (routes, tags, which file declares
 * an entry), so the checks work whether a collection is split by category or into one module per
 * entry.
 */
import {changelog} from '../changelog';
import {commands} from '../commands';
import {checkCommands} from '../commands/validate';
import {chatModules, modulesWithoutPage} from '../modules';
import {checkModules} from '../modules/validate';
import {spamFilters} from '../filters';
import {checkFilters} from '../filters/validate';
import {searchSynonyms} from '../searchSynonyms';
import {checkSynonyms} from '../synonyms/validate';
import {topics} from '../topics';
import {topicsWithoutPage} from '../topics/withoutPage';
import {checkTopics} from '../topics/validate';
import {variables, variablesWithoutPage} from '../variables';
import {checkVariables} from '../variables/validate';
import {validateOverlays} from '../overlays/validate';
import {validateGateway} from '../websockets/validate';
import {checkChangelog} from './changelog';
import {checkSmallTables} from './smallTables';
import type {DataContext, Problem} from './problems';

/** Every check on the site's real data: what the build runs. */
export function checkAllData(context: DataContext): Problem[] {
  return [
    ...checkCommands(commands, context),
    ...checkVariables(variables, variablesWithoutPage, context),
    ...checkModules(chatModules, modulesWithoutPage, context),
    ...checkFilters(spamFilters, context),
    ...checkTopics(topics, topicsWithoutPage, context),
    ...validateOverlays(context),
    ...validateGateway(context, new Set([...topics, ...topicsWithoutPage].map((topic) => topic.name))),
    ...checkChangelog(changelog, context),
    ...checkSynonyms(searchSynonyms, context),
    ...checkSmallTables(),
  ];
}
