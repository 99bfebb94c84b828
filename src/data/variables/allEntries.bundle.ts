import {entriesOfContext} from '../entries/bundleEntries';
import type {VariableDoc} from './types';

/** ./allEntries.ts for the bundles: the bundler imports the folder, so new entries need no list. */
export const variableModules = entriesOfContext<VariableDoc>(import.meta.webpackContext('./entries', {recursive: false, regExp: /^\.\/[a-z0-9][a-z0-9.-]*\.ts$/}), 'variables');
