import path from 'node:path';
import {loadEntryModules} from '../entries/loadEntries';
import type {Command} from './types';

/** Every module in ./entries, read in Node; the bundles get ./allEntries.bundle.ts (plugins/data-entries). */
export const commandModules = loadEntryModules<Command>(path.join(__dirname, 'entries'));
