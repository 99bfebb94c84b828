/**
 * Every topic the AsyncAPI contract describes, in one shape: the topics with a page here and the
 * published topics without one (the route list is fixed). The document and the schema files are
 * built from this list, so both kinds of topic go through the same code.
 */
import {site} from '../../src/site';
import {exampleChannelId, exampleMessage, topics, type JsonSchema, type Topic} from '../../src/data/topics';
import {topicsWithoutPage, type TopicWithoutPage} from '../../src/data/topics/withoutPage';

export interface ContractTopic {
  name: string;
  title: string;
  summary: string;
  /** Scope the token needs; `null` when none is needed; `undefined` when unknown. */
  scope: string | null | undefined;
  /** The sentence that says where the site describes the topic. */
  reference: string;
  /** Schema of the message `data`, where one is documented. */
  schema: JsonSchema | undefined;
  /** Whole example messages (envelope and `data`), each with a short summary. */
  examples: readonly {summary: string; message: Record<string, unknown>}[];
}

/**
 * Published topics that have no page here are in the contract too, with the schema the data gives
 * them; topics in development or not published yet are left out.
 */
export const pagelessTopics: readonly TopicWithoutPage[] = topicsWithoutPage.filter((topic) => topic.status === 'published');

function withPage(topic: Topic): ContractTopic {
  return {
    name: topic.name,
    title: topic.title,
    summary: topic.summary,
    scope: topic.scope,
    reference: `Reference: ${site.url}/websockets/topics/${topic.slug}.`,
    schema: topic.schema,
    examples: topic.examples.map((example, index) => ({summary: example.title, message: exampleMessage(topic, index)})),
  };
}

// Pageless topics document the `data` only; the envelope around it gets a fixed ID and time.
const pagelessExampleEnvelope = {id: '01J9ZK3V4W5X6Y7Z8A9B0C1D2E', ts: '2026-08-30T18:04:11.000Z', type: 'message'};

function withoutPage(topic: TopicWithoutPage): ContractTopic {
  return {
    name: topic.name,
    title: topic.name,
    summary: topic.carries,
    scope: topic.scope,
    reference: `Listed on ${site.url}/websockets/topics (no page of its own).`,
    schema: topic.schema,
    examples:
      topic.example === undefined
        ? []
        : [{summary: `A ${topic.name} message`, message: {...pagelessExampleEnvelope, topic: topic.name, room: exampleChannelId, data: topic.example}}],
  };
}

/** Those with a page first, in the topics index's order, then those without. */
export const contractTopics: readonly ContractTopic[] = [...topics.map(withPage), ...pagelessTopics.map(withoutPage)];

/** Every topic name a client may subscribe to. */
export const contractTopicNames: readonly string[] = contractTopics.map((topic) => topic.name);
