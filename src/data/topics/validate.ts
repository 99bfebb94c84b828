/**
 * Checks the websocket topics, with and without a page: the shape of each entry (Zod), that each
 * payload schema is a valid JSON Schema draft-07 and that each example's `data` passes it (Ajv),
 * that names and routes are unique and that every page route is in the route list.
 */
import Ajv from 'ajv';
import {z} from 'zod';
import {platformLabels} from '../platforms';
import {duplicates, zodProblems, type DataContext, type Problem} from '../validation/problems';
import {sentence, text} from '../validation/tables';
import type {JsonSchema, Topic} from './types';
import type {TopicWithoutPage} from './withoutPage';

const topicName = z.string().regex(/^(channel|chatbot)(\.[a-z0-9_]+)+$/, 'must be dotted lower-case words starting with "channel." or "chatbot."');
const scope = z.union([z.string().regex(/^[a-z_-]+:[a-z_-]+$/, 'must look like "tips:read"'), z.null()]).optional();
const example = z.strictObject({
  title: text,
  id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'must be a 26-character ULID like the gateway sends'),
  ts: z.iso.datetime({message: 'must be an ISO 8601 time such as 2025-04-12T20:41:37Z'}),
  data: z.unknown(),
});

const topicShape = z.strictObject({
  name: topicName,
  position: z.number().int().positive('must be 1 or more: the place in the topics index'),
  slug: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/, 'must be lower-case words and dashes, with at most one "/"'),
  title: text,
  summary: sentence,
  scope,
  room: text,
  tokenTypes: z.array(z.enum(['jwt', 'oauth2', 'apikey'])).min(1, 'must list at least one token kind'),
  inDevelopment: z.literal(true).optional(),
  platforms: z.array(z.enum(Object.keys(platformLabels) as [string, ...string[]])).min(1).optional(),
  schema: z.record(z.string(), z.unknown()).optional(),
  shapes: z.array(z.strictObject({title: text, schema: z.record(z.string(), z.unknown())})).optional(),
  examples: z.array(example),
});

const withoutPageShape = z.strictObject({
  name: topicName,
  carries: sentence,
  scope,
  status: z.enum(['published', 'in-development', 'not-published-yet']),
  schema: z.record(z.string(), z.unknown()).optional(),
  shapes: z.array(z.strictObject({title: text, schema: z.record(z.string(), z.unknown())})).optional(),
  notes: z.array(sentence),
  example: z.unknown().optional(),
});

const ajv = new Ajv({allErrors: true, strict: true, allowUnionTypes: true});

/** Problems of one JSON Schema, and of each value that must pass it, as `<entry> <field>: ...`. */
function schemaProblems(schema: JsonSchema, field: string, samples: readonly {field: string; value: unknown}[]): string[] {
  let validate;
  try {
    validate = ajv.compile(schema as object);
  } catch (error) {
    return [`${field}: is not a valid JSON Schema draft-07 (${(error as Error).message})`];
  }
  return samples.flatMap(({field: at, value}) =>
    validate(value) ? [] : (validate.errors ?? []).map((e) => `${at}${e.instancePath.replace(/\//g, '.')}: ${e.message ?? 'is invalid'} (against ${field})`),
  );
}

export const topicPath = (topic: Pick<Topic, 'slug'>): string => `/websockets/topics/${topic.slug}`;

export function validateTopics(topics: readonly Topic[], withoutPage: readonly TopicWithoutPage[], context: DataContext): Problem[] {
  const fileOf = (name: string) => context.fileOf('topics', name);
  const problems: Problem[] = [];
  const add = (name: string, messages: readonly string[]) => problems.push(...messages.map((message) => ({file: fileOf(name), message: `${name} ${message}`})));
  for (const topic of topics) {
    problems.push(...zodProblems(topicShape, topic, fileOf(topic.name), topic.name));
    if (!context.routes.has(topicPath(topic))) add(topic.name, [`slug: ${topicPath(topic)} has no page (docs/websockets/topics/${topic.slug}.mdx)`]);
    if (topic.schema) add(topic.name, schemaProblems(topic.schema, 'schema', topic.examples.map((e, i) => ({field: `examples[${i}].data`, value: e.data}))));
    else if (topic.examples.some((e) => e.data !== undefined && e.data !== null && Object.keys(e.data).length > 0))
      add(topic.name, ['schema: examples carry data, so describe it with a schema']);
    (topic.shapes ?? []).forEach((shape, i) => add(topic.name, schemaProblems(shape.schema, `shapes[${i}].schema`, [])));
  }
  for (const topic of withoutPage) {
    problems.push(...zodProblems(withoutPageShape, topic, fileOf(topic.name), topic.name));
    if (topic.schema) add(topic.name, schemaProblems(topic.schema, 'schema', topic.example === undefined ? [] : [{field: 'example', value: topic.example}]));
    else if (topic.example !== undefined) add(topic.name, ['example: there is no schema to check it against']);
    (topic.shapes ?? []).forEach((shape, i) => add(topic.name, schemaProblems(shape.schema, `shapes[${i}].schema`, [])));
  }
  const all = [...topics, ...withoutPage];
  for (const {value} of duplicates(all, (t) => t.name)) add(value, ['name: used by two topics']);
  for (const {value, index} of duplicates(topics, (t) => t.slug)) add(topics[index]!.name, [`slug: "${value}" is used by two topics`]);
  for (const {value, index} of duplicates(topics, (t) => String(t.position))) add(topics[index]!.name, [`position: ${value} is used by two topics`]);
  return problems;
}
