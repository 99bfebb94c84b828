import type {Platform} from '../platforms';

/**
 * Shapes for the websocket topic reference. A topic's payload is described once, as a
 * JSON Schema (draft-07) for the `data` object of its messages; tables, examples and the
 * unit tests all read that one schema.
 */

/** The subset of JSON Schema draft-07 the topic payloads use. */
export interface JsonSchema {
  $schema?: string;
  type?: JsonType | readonly JsonType[];
  description?: string;
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: readonly (string | number | boolean | null)[];
  /** Known values that are not a closed list: shown as "for example" in the field table. */
  examples?: readonly unknown[];
  /**
   * Documented values: each entry is `{const, description}`; the field table lists them. At the root
   * of a topic with events (`eventPayloadSchema`), one object per event, holding that event's payload.
   */
  oneOf?: readonly JsonSchema[];
  const?: string | number | boolean | null;
  minimum?: number;
  pattern?: string;
  /** For an object: how many of its fields a message carries at least and at most. */
  minProperties?: number;
  maxProperties?: number;
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** The token kinds a subscribe request can carry in `data.token_type`. */
export type TokenType = 'jwt' | 'oauth2' | 'apikey';

export interface TopicExample {
  /** Caption above the code block, e.g. "A pending tip". */
  title: string;
  /** Made-up envelope identity, so every example reads like a real message. */
  id: string;
  ts: string;
  /** The `data` object; it must validate against the topic's schema. */
  data: unknown;
}

export interface Topic {
  /** The name sent in `data.topic`, e.g. `channel.tips`; also the entry's file name (./entries/<name>.ts). */
  name: string;
  /** Where the topics index lists it: 1 first. Topics read in the order a newcomer meets them, not by name. */
  position: number;
  /** Route below /websockets/topics, e.g. `channel-tips` or `chatbot/timeout`. */
  slug: string;
  /** Page title and index label. */
  title: string;
  /** One sentence: what the topic tells you. Used by the topics index. */
  summary: string;
  /**
   * Permission scope the subscribing token needs. `null` means the topic list says none is needed;
   * `undefined` means the reference does not name one, and the page then says nothing about it.
   */
  scope?: string | null;
  /** What to put in `data.room`. */
  room: string;
  tokenTypes: readonly TokenType[];
  /** Set when the provider marks the topic as still being built. */
  inDevelopment?: boolean;
  /** Platforms whose channels send it, where the facts limit them. */
  platforms?: readonly Platform[];
  /** Schema of the message `data`; omitted when the reference documents no payload fields. */
  schema?: JsonSchema;
  /**
   * Objects that sit inside `data` and deserve a table of their own (a queue, a song, a member),
   * each with a caption. The schema holds them too, where it checks them; these are for reading.
   */
  shapes?: readonly TopicShape[];
  examples: readonly TopicExample[];
}

export interface TopicShape {
  /** Caption of its field table, e.g. "A song (payload.song, payload.nextSong)". */
  title: string;
  schema: JsonSchema;
}
