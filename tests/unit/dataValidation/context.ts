/**
 * What the data checks compare against, made small for the tests: a few routes and tags, and a
 * lookup that files every entry as src/data/<collection>/<key>.ts, so each expected message shows
 * which entry the check attributed it to.
 */
import {problemText, type DataContext, type Problem} from '@site/src/data/validation/problems';

export const context: DataContext = {
  routes: new Set([
    '/chatbot/commands/default/wave',
    '/chatbot/commands/default/greet',
    '/chatbot/modules/duel',
    '/chatbot/variables/echo',
    '/chatbot/variables/weather',
    '/websockets/topics/channel-tips',
    '/chatbot/changelog',
  ]),
  tags: new Set(['variables', 'chatbot', 'weather']),
  fileOf: (collection, key) => `src/data/${collection}/${key}.ts`,
};

/** Each problem as the build prints it, file first. */
export const texts = (problems: readonly Problem[]): string[] => problems.map(problemText);
