/**
 * The one description of a chatbot module: a module with a page (./chat.ts, ./community.ts,
 * ./games.ts, ./loyalty.ts) and one the modules index lists without a page (./withoutPage.ts). The
 * types in ./types.ts are inferred from it; ./validate.ts adds the rules across entries and routes.
 */
import {z} from 'zod';
import {entryRule, list, platform, route, shortUnconfirmedNote, text, userLevel} from '../validation/fields';
import {messageTemplateSchema, placeholderSchema, settingSchema, templateRule} from '../validation/settings';

/** A chat command a module adds; `command` is the default command's page name (no "!"). */
export const moduleCommandSchema = z
  .strictObject({
    command: z.string().regex(/^[a-z0-9]+$/, 'must be a default command name without "!"'),
    /** How it is typed, e.g. "!duel <username> <points>". */
    usage: text,
    /** Lowest user level that may run it. */
    level: userLevel,
    does: text,
  })
  .check(
    entryRule((command, report) => {
      if (typeof command.usage === 'string' && !command.usage.startsWith(`!${String(command.command)}`)) report(['usage'], `must start with "!${String(command.command)}"`);
    }),
  );

export const chatModuleSchema = z
  .strictObject({
    /** Route segment under /chatbot/modules. */
    slug: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes'),
    name: text,
    /** One line for the modules index: what switching it on adds to chat. */
    adds: z.string().trim().min(1, 'must say in one line what the module adds'),
    commands: list(moduleCommandSchema),
    /** Other parts of the toolset it relies on, e.g. the loyalty system. */
    needs: list(text),
    settings: list(settingSchema),
    templates: list(messageTemplateSchema),
    placeholders: list(placeholderSchema),
    /** Who may do what, and the published limits, one sentence each. */
    limits: list(text),
    /** Websocket topic page that reports this module's events, if any. */
    topicRoute: route.optional(),
    /** For a points game: what a win pays, in one sentence (formula included where published). */
    payout: text.optional(),
    /** For a points game: the odds with the published defaults, where the provider publishes them. */
    odds: text.optional(),
    /**
     * Where the module works, for a module no chat command of its own ties to platforms (the emote
     * modules); left out where its commands' pages say it.
     */
    platforms: z.array(platform).min(1, 'must list platforms, or be left out').readonly().optional(),
    /** What the provider's pages disagree on about this module, one short line each: what, and what to do. */
    unconfirmed: list(shortUnconfirmedNote).optional(),
  })
  .check(entryRule(templateRule));

/**
 * A module the dashboard has but this site gives no page of its own (the route list is fixed):
 * the modules index lists it with its published settings and rules.
 */
export const moduleWithoutPageSchema = z.strictObject({
  name: text,
  adds: z.string().trim().min(1, 'must say in one line what the module adds'),
  /** The settings the provider documents, in words ("max tickets"). */
  settings: list(text),
  /** What a win pays, where it is a game. */
  payout: text.optional(),
  /** Published rules and behaviours, one sentence each. */
  notes: list(text),
  /** The default command page that covers it on this site, if any (page name, no "!"). */
  command: text.optional(),
});
