/**
 * The reply preview's logic: read a custom command's reply, run it against a chat message and
 * sample values, and say what the bot would post and what could go wrong. Pure TypeScript: no
 * DOM, no network. The UI in ./ui loads on intent; tests and benchmarks import this file.
 */
export {previewReply, variableLink, defaultCatalog} from './evaluate';
export {buildCatalog} from './catalog';
export {parseReply} from './parse';
export {buildCommandLine, parseCommandLine, parseCommandLines, commandName} from './chatCommand';
export {defaultSamples, editableSamples, type SampleValues} from './samples';
export {platforms, platform, isPlatformId, type PlatformId} from './platforms';
export {stepBudget, maxValueLength} from './limits';
export type * from './types';

export {createEnvironment, seededRandom} from './chance';
