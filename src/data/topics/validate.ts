/**
 * The build's check of the websocket topics, with and without a page: each entry against its schema
 * (./schema.ts); each payload schema a valid JSON Schema draft-07 with a type for every field, that
 * every example's `data` passes,
 * and every example a message the gateway's envelope schema accepts (Ajv); names, routes, positions
 * and example IDs used once; and every page route in the route list.
 */
import Ajv from 'ajv';
import {duplicates, zodProblems, type DataContext, type Problem} from '../validation/problems';
import {serverMessageSchema} from '../websockets/messages';
import {exampleMessage} from './parts';
import {jsonSchemaSchema, topicSchema, topicWithoutPageSchema} from './schema';
import type {JsonSchema, Topic} from './types';
import type {TopicWithoutPage} from './withoutPage';

const ajv = new Ajv({allErrors: true, strict: true, allowUnionTypes: true});

/** Problems of one JSON Schema, and of each value that must pass it, as `<entry> <field>: ...`. */
function schemaProblems(schema: JsonSchema, field: string, samples: readonly {field: string; value: unknown}[]): string[] {
  // A keyword outside the subset is reported by the entry's schema already, by name.
  if (!jsonSchemaSchema.safeParse(schema).success) return [];
  const untyped = untypedFields(schema, field);
  if (untyped.length > 0) return untyped;
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

/** Every field of a payload schema says what it holds, so a payload of the wrong type is refused. */
function untypedFields(schema: JsonSchema, at: string): string[] {
  const says = (field: JsonSchema) => ['type', 'const', 'enum', 'oneOf'].some((keyword) => keyword in field);
  const fields = [
    ...Object.entries(schema.properties ?? {}).map(([name, field]) => [`${at}.properties.${name}`, field] as const),
    ...(schema.items ? [[`${at}.items`, schema.items] as const] : []),
  ];
  return [
    ...fields.flatMap(([field, value]) => [...(says(value) ? [] : [`${field}: needs a type (or const, enum or oneOf), so that a payload of the wrong type is refused`]), ...untypedFields(value, field)]),
    ...(schema.oneOf ?? []).flatMap((option, i) => untypedFields(option, `${at}.oneOf[${i}]`)),
  ];
}

export const topicPath = (topic: Pick<Topic, 'slug'>): string => `/websockets/topics/${topic.slug}`;

export function checkTopics(topics: readonly Topic[], withoutPage: readonly TopicWithoutPage[], context: DataContext): Problem[] {
  const fileOf = (name: string) => context.fileOf('topics', name);
  const problems: Problem[] = [];
  const add = (name: string, messages: readonly string[]) => problems.push(...messages.map((message) => ({file: fileOf(name), message: `${name} ${message}`})));
  const envelope = ajv.compile(serverMessageSchema as object);
  for (const topic of topics) {
    problems.push(...zodProblems(topicSchema, topic, fileOf(topic.name), topic.name));
    if (!context.routes.has(topicPath(topic))) add(topic.name, [`slug: ${topicPath(topic)} has no page (docs/websockets/topics/${topic.slug}.mdx)`]);
    const examples = Array.isArray(topic.examples) ? topic.examples : [];
    if (topic.schema) {
      if (examples.length === 0) add(topic.name, ['examples: a topic with a schema needs at least one example message']);
      add(topic.name, schemaProblems(topic.schema, 'schema', examples.map((e, i) => ({field: `examples[${i}].data`, value: e.data}))));
    } else if (examples.some((e) => e.data !== undefined && e.data !== null && Object.keys(e.data).length > 0))
      add(topic.name, ['schema: examples carry data, so describe it with a schema']);
    (topic.shapes ?? []).forEach((shape, i) => add(topic.name, schemaProblems(shape.schema, `shapes[${i}].schema`, [])));
    examples.forEach((_, i) => {
      if (!envelope(exampleMessage(topic, i)))
        for (const error of envelope.errors ?? []) add(topic.name, [`examples[${i}]${error.instancePath.replace(/\//g, '.')}: ${error.message ?? 'is invalid'} (against the message envelope, serverMessageSchema)`]);
    });
  }
  for (const topic of withoutPage) {
    problems.push(...zodProblems(topicWithoutPageSchema, topic, fileOf(topic.name), topic.name));
    if (topic.schema) add(topic.name, schemaProblems(topic.schema, 'schema', topic.example === undefined ? [] : [{field: 'example', value: topic.example}]));
    else if (topic.example !== undefined) add(topic.name, ['example: there is no schema to check it against']);
    (topic.shapes ?? []).forEach((shape, i) => add(topic.name, schemaProblems(shape.schema, `shapes[${i}].schema`, [])));
  }
  const all = [...topics, ...withoutPage];
  for (const {value} of duplicates(all, (t) => t.name)) add(value, ['name: is used by two topics']);
  for (const {value, index} of duplicates(topics, (t) => t.slug)) add(topics[index]!.name, [`slug: "${value}" is used by two topics`]);
  for (const {value, index} of duplicates(topics, (t) => String(t.position))) add(topics[index]!.name, [`position: ${value} is used by two topics`]);
  const examples = topics.flatMap((topic) => (Array.isArray(topic.examples) ? topic.examples : []).map((example, i) => ({topic: topic.name, i, id: example.id})));
  for (const {value, index} of duplicates(examples, (e) => e.id)) add(examples[index]!.topic, [`examples[${examples[index]!.i}].id: ${value} is used by another example; make up a new ULID`]);
  return problems;
}
