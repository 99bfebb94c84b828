/**
 * The one description of the websocket gateway's reference tables (./gateway.ts): token kinds,
 * request and envelope fields, error codes. The data file infers its row types from here;
 * ./validate.ts checks every row, and the example messages against the message schemas.
 */
import {z} from 'zod';
import {tokenTypes} from '../topics/schema';
import {sentence, text} from '../validation/fields';

export const tokenTypeRowSchema = z.strictObject({name: z.enum(tokenTypes), meaning: sentence});

/** `presence`: when the field is there, e.g. "`message` only". */
export const fieldRowSchema = z.strictObject({name: z.string().regex(/^[a-z_]+(\.[a-z_]+)*$/, 'must be a field name such as data.topic'), type: text, presence: text, meaning: sentence});

/** `action`: what a client should do about it. */
export const errorCodeSchema = z.strictObject({code: z.string().regex(/^[a-z_]+$/, 'must be a code such as err_bad_request'), meaning: sentence, action: sentence});
