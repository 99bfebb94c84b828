/**
 * The one description of each custom widget and overlay reference table: window events and their
 * detail fields, listeners and their sample payloads, chat message fields, session keys, widget
 * field types, alert placeholders, editor shortcuts and SE_API methods. Each data file infers its
 * row type from here; ./validate.ts checks every row and how the tables agree with each other.
 */
import {z} from 'zod';
import {list, nonEmptyList, sentence, text} from '../validation/fields';

const oneWord = z.string().regex(/^[a-zA-Z]+$/, 'must be one word');

export const detailFieldSchema = z.strictObject({path: text, meaning: sentence});

export const windowEventSchema = z.strictObject({
  name: z.enum(['onWidgetLoad', 'onEventReceived', 'onSessionUpdate']),
  when: sentence,
  detail: nonEmptyList(detailFieldSchema.extend({path: z.string().regex(/^obj\.detail\.[\w.]+$/, 'must start with "obj.detail."')}), 'must list what the event carries'),
});

export const listenerSchema = z.strictObject({
  name: z.string().regex(/^[a-z][a-zA-Z]*([-:][a-zA-Z]+)*$/, 'must be a listener name such as tip-latest or bot:counter'),
  when: sentence,
  /** Where the event's own fields are described. */
  fields: text,
  /** Why the listener is not confirmed: the provider's listener list leaves it out. */
  unconfirmed: sentence.optional(),
});

export const chatFieldSchema = z.strictObject({path: text, type: text, platform: z.enum(['Both', 'Twitch', 'YouTube']), meaning: sentence});

/** `variant`: label of a variant (e.g. a gifted sub); absent for the listener's plain form. */
export const samplePayloadSchema = z.strictObject({listener: text, variant: text.optional(), event: z.record(z.string(), z.unknown())});

/** `fields`: the fields of the object under this key; empty when the key holds a list. */
export const sessionKeySchema = z.strictObject({key: z.string().regex(/^[a-z][a-zA-Z]*(-[a-z]+)*$/, 'must be words joined by "-", such as tip-latest'), fields: list(text), meaning: sentence});

/** `note`: what applies to the whole group, such as how a platform counts it; shown under its table. */
/** Where a group's keys are filled: on every platform (`common`) or on the named ones. */
export const sessionPlatforms = ['common', 'twitch', 'youtube', 'kick'] as const;

/** `platforms`: the provider's arrangement of the keys, common first, then Twitch's, YouTube's and Kick's. */
export const sessionGroupSchema = z.strictObject({
  title: text,
  platforms: nonEmptyList(z.enum(sessionPlatforms), 'must name where the keys are filled'),
  keys: nonEmptyList(sessionKeySchema, 'must list at least one key'),
  note: sentence.optional(),
  /**
   * What each platform's own table says instead of `note` (the per-platform arrangement on
   * /overlays/session-data), where the note is about one platform: a platform left out gets none.
   */
  platformNotes: z.partialRecord(z.enum(sessionPlatforms), sentence).optional(),
});

/** `default`: the value it has when the widget does not set it, where the provider publishes one. */
export const fieldPropertySchema = z.strictObject({name: oneWord, meaning: sentence, default: text.optional()});

/** `control`: what the person configuring the widget sees; `extra`: properties on top of the common ones. */
export const fieldTypeSchema = z.strictObject({type: z.string().regex(/^[a-zA-Z-]+$/, 'must be a field type such as colorpicker'), control: sentence, extra: list(fieldPropertySchema)});

/** `example`: how it reads in an alert, with made-up values; `aliases`: other names filled in with the same value. */
export const alertPlaceholderSchema = z.strictObject({name: oneWord, meaning: sentence, example: text, aliases: list(oneWord).optional()});

/** `combos`: alternatives (e.g. Ctrl on Windows, Command on macOS); each a list of keys pressed together. */
export const shortcutSchema = z.strictObject({combos: nonEmptyList(nonEmptyList(text, 'must list the keys pressed together'), 'must list a key combination'), action: sentence});

export const apiMethodSchema = z.strictObject({call: z.string().regex(/^SE_API\.[\w.]+\(.*\)$/, 'must be a call such as SE_API.store.get(key)'), returns: text, meaning: sentence});
