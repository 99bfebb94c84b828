/**
 * The one description of a websocket topic: a topic with a page (./entries/<name>.ts) and one the
 * topics index lists without a page (./withoutPage.ts), including the subset of JSON Schema
 * draft-07 their payloads are written in. The types in ./types.ts and ./withoutPage.ts are
 * inferred from it; ./validate.ts adds what needs Ajv, the route list or several entries.
 */
import {z} from 'zod';
import {list, nonEmptyList, platform, sentence, text} from '../validation/fields';

export const jsonTypes = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;

const jsonValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * The JSON Schema keywords topic payloads use; any other keyword is refused, so a typo cannot
 * slip through as an ignored keyword. `examples`: known values that are not a closed list;
 * `oneOf`: documented values, each `{const, description}` (at the root of an `{event, payload}`
 * topic, one object per event: `eventPayloadSchema` in ./payloads.ts); `minProperties`/`maxProperties`:
 * how many of an object's fields a message carries.
 */
export const jsonSchemaSchema = z.strictObject({
  $schema: z.string().optional(),
  type: z.union([z.enum(jsonTypes), z.array(z.enum(jsonTypes)).readonly()]).optional(),
  description: z.string().optional(),
  get properties() {
    return z.record(z.string(), jsonSchemaSchema).readonly().optional();
  },
  required: list(z.string()).optional(),
  additionalProperties: z.boolean().optional(),
  get items() {
    return jsonSchemaSchema.optional();
  },
  enum: list(jsonValue).optional(),
  examples: list(z.unknown()).optional(),
  get oneOf() {
    return list(jsonSchemaSchema).optional();
  },
  const: jsonValue.optional(),
  minimum: z.number().optional(),
  pattern: z.string().optional(),
  minProperties: z.number().int().optional(),
  maxProperties: z.number().int().optional(),
});

export const tokenTypes = ['jwt', 'oauth2', 'apikey'] as const;

const topicName = z.string().regex(/^(channel|chatbot)(\.[a-z0-9_]+)+$/, 'must be dotted lower-case words starting with "channel." or "chatbot."');

/**
 * Permission scope the subscribing token needs. `null` means the topic list says none is needed;
 * left out, the reference does not name one and the page says nothing about it.
 */
const scope = z.string().regex(/^[a-z_-]+:[a-z_-]+$/, 'must look like "tips:read", or be null where no scope is needed').nullable().optional();

export const topicExampleSchema = z.strictObject({
  /** Caption above the code block, e.g. "A pending tip". */
  title: text,
  /** Made-up envelope identity, so every example reads like a real message. */
  id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'must be a 26-character ULID like the gateway sends'),
  ts: z.iso.datetime({message: 'must be an ISO 8601 time such as 2025-04-12T20:41:37Z'}),
  /** The `data` object; it must validate against the topic's schema. */
  data: z.unknown(),
});

/** An object inside `data` that gets a field table of its own (a queue, a song, a member), with its caption. */
export const topicShapeSchema = z.strictObject({title: text, schema: jsonSchemaSchema});

export const topicSchema = z.strictObject({
  /** The name sent in `data.topic`, e.g. `channel.tips`; also the entry's file name (./entries/<name>.ts). */
  name: topicName,
  /** Where the topics index lists it: 1 first. Topics read in the order a newcomer meets them, not by name. */
  position: z.number().int('must be a whole number: the place in the topics index').positive('must be 1 or more: the place in the topics index'),
  /** Route below /websockets/topics, e.g. `channel-tips` or `chatbot/timeout`. */
  slug: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/, 'must be lower-case words and dashes, with at most one "/"'),
  /** Page title and index label. */
  title: text,
  /** One sentence: what the topic tells you. Used by the topics index. */
  summary: sentence,
  scope,
  /** What to put in `data.room`. */
  room: text,
  tokenTypes: nonEmptyList(z.enum(tokenTypes), 'must list at least one token kind'),
  /** Set when the provider marks the topic as still being built. */
  inDevelopment: z.literal(true).optional(),
  /** Platforms whose channels send it, where the facts limit them. */
  platforms: nonEmptyList(platform, 'must list at least one platform, or be left out').optional(),
  /** Schema of the message `data`; left out when the reference documents no payload fields. */
  schema: jsonSchemaSchema.optional(),
  /** Objects inside `data` worth a table of their own; the schema holds them too, where it checks them. */
  shapes: list(topicShapeSchema).optional(),
  examples: list(topicExampleSchema),
});

export const topicStatuses = ['published', 'in-development', 'not-published-yet'] as const;

export const topicWithoutPageSchema = z.strictObject({
  name: topicName,
  /** What a message of the topic carries, in one or two sentences. */
  carries: sentence,
  scope,
  status: z.enum(topicStatuses),
  /** Schema of the message `data`, where the provider documents it. */
  schema: jsonSchemaSchema.optional(),
  /** Further documented shapes inside `data`, each with a title (e.g. the queue and a member). */
  shapes: list(topicShapeSchema).optional(),
  /** Published limits and facts, one sentence each. */
  notes: list(sentence),
  /** An example `data` object; it must validate against `schema`. */
  example: z.unknown().optional(),
});
