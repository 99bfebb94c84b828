/**
 * The types of the websocket topic reference, inferred from their schemas (./schema.ts). A topic's
 * payload is described once, as a JSON Schema (draft-07) for the `data` object of its messages;
 * tables, examples and contracts all read that one schema.
 */
import type {z} from 'zod';
import type {jsonSchemaSchema, jsonTypes, tokenTypes, topicExampleSchema, topicSchema} from './schema';

/** The subset of JSON Schema draft-07 the topic payloads use. */
export type JsonSchema = z.input<typeof jsonSchemaSchema>;

export type JsonType = (typeof jsonTypes)[number];

/** The token kinds a subscribe request can carry in `data.token_type`. */
export type TokenType = (typeof tokenTypes)[number];

export type TopicExample = z.input<typeof topicExampleSchema>;

export type Topic = z.input<typeof topicSchema>;
