/** The types of a chatbot module, inferred from its schema (./schema.ts). */
import type {z} from 'zod';
import type {chatModuleSchema, moduleCommandSchema, moduleWithoutPageSchema} from './schema';

/** A chat command a module adds; `command` is the default command's page name (no "!"). */
export type ModuleCommand = z.input<typeof moduleCommandSchema>;

export type ChatModule = z.input<typeof chatModuleSchema>;

/** A module the dashboard has that has no page here: the modules index lists it. */
export type ModuleWithoutPage = z.input<typeof moduleWithoutPageSchema>;
