import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {commands} from '@site/src/data/commands';
import {chatModules, modulesWithoutPage} from '@site/src/data/modules';
import {newerFilters, spamFilters} from '@site/src/data/filters';
import {topics} from '@site/src/data/topics';
import {topicsWithoutPage, type TopicWithoutPage} from '@site/src/data/topics/withoutPage';
import {variables, variablesWithoutPage} from '@site/src/data/variables';
import {overlayData, validateOverlays} from '@site/src/data/overlays/validate';
import {gatewayData, validateGateway} from '@site/src/data/websockets/validate';
import {checkCommands, checkFilters, checkModules, checkTopics, checkVariables} from '@site/src/data/validation/collections';
import {attributeByRoute, problemText, type DataContext} from '@site/src/data/validation/problems';
import {docsTree} from '@site/plugins/data-validation';

/**
 * Each collection's check, fed one broken entry: the message names the data file (from the lookup
 * the check is given), the entry and the field. The lookup here files every entry as
 * src/data/<collection>/<key>.ts, so the tests hold for any layout of the data files.
 */
const context: DataContext = {...docsTree(path.resolve(__dirname, '../../..')), fileOf: (collection, key) => `src/data/${collection}/${key}.ts`};
const texts = (problems: readonly {file: string; message: string}[]) => problems.map(problemText);
const topicNames = new Set([...topics, ...topicsWithoutPage].map((topic) => topic.name));

describe('commands', () => {
  const command = commands[0]!;
  it('names the file, the page and the field of a wrong user level and a link to no route', () => {
    const broken = {...command, userLevel: 'admin' as never, seeAlso: [{label: 'Nowhere', to: '/chatbot/nowhere#part'}]};
    expect(texts(checkCommands([broken, ...commands.slice(1)], context))).toEqual([
      expect.stringMatching(new RegExp(`^src/data/commands/${command.name}\\.ts /chatbot/commands/default/${command.name}: field "userLevel" must be one of `)),
      `src/data/commands/${command.name}.ts /chatbot/commands/default/${command.name}: field "seeAlso[0].to" /chatbot/nowhere is not a route the site serves (spec/routes.txt or a page in docs/)`,
    ]);
  });
});

describe('variables', () => {
  const doc = variables[0]!;
  it('names the file, the page and the field of a wrong output field and an unknown tag', () => {
    const broken = {...doc, fields: [{name: 'elsewhere.value', meaning: 'A value.'}], tags: [...doc.tags, 'no-such-tag' as never]};
    expect(texts(checkVariables([broken], [], context))).toEqual([
      `src/data/variables/${doc.name}.ts /chatbot/variables/${doc.name} fields[0].name: must start with "${doc.name}."`,
      `src/data/variables/${doc.name}.ts /chatbot/variables/${doc.name} tags[${doc.tags.length}]: "no-such-tag" is not in docs/tags.yml`,
    ]);
  });
  it('checks the variables without a page too', () => {
    const entry = variablesWithoutPage[0]!;
    const broken = {...entry, syntax: [{form: '$(old spelling)', meaning: 'Something.'}]};
    expect(texts(checkVariables([], [broken], context))).toEqual([`src/data/variables/${entry.name}.ts /chatbot/variables#${entry.name} syntax[0].form: must be written \${...}`]);
  });
});

describe('modules', () => {
  const module = chatModules.find((candidate) => candidate.commands.length > 0)!;
  it('names the file, the page and the field of a command with an unknown level', () => {
    const broken = {...module, commands: [{...module.commands[0]!, level: 'king' as never}]};
    expect(texts(checkModules([broken], [], context))).toEqual([`src/data/modules/${module.slug}.ts /chatbot/modules/${module.slug} › commands[0] › level: "king" is not a user level`]);
  });
  it('checks that a module without a page names a command that has one', () => {
    const entry = modulesWithoutPage[0]!;
    expect(texts(checkModules([], [{...entry, command: 'nosuchcommand'}], context))).toEqual([
      `src/data/modules/${entry.name}.ts /chatbot/modules#${entry.name} › command: /chatbot/commands/default/nosuchcommand is not a route in routes.txt`,
    ]);
  });
});

describe('filters', () => {
  const filter = spamFilters[0]!;
  it('names the file, the page and the field of a filter without penalties', () => {
    expect(texts(checkFilters([{...filter, penalties: []}], [], context))).toEqual([
      `src/data/filters/${filter.slug}.ts /chatbot/filters/${filter.slug} › penalties: say what happens to a message that breaks the filter`,
    ]);
  });
  it('checks the filters without a page too', () => {
    const entry = newerFilters[0]!;
    expect(texts(checkFilters([], [{...entry, name: ' '}], context))).toEqual([`src/data/filters/${entry.id}.ts /chatbot/filters#${entry.id} › name: must not be empty`]);
  });
});

describe('topics', () => {
  const topic = topics.find((candidate) => (candidate.schema?.required?.length ?? 0) > 0 && candidate.examples.length > 0)!;
  const required = topic.schema!.required![0]!;
  it('names the file, the topic and the field of an example its schema refuses and a malformed scope', () => {
    const broken = {...topic, scope: 'read everything', examples: [{...topic.examples[0]!, data: {}}]};
    expect(texts(checkTopics([broken], [], {...context, routes: new Set([...context.routes])}))).toEqual(
      expect.arrayContaining([
        `src/data/topics/${topic.name}.ts ${topic.name} scope: must look like "tips:read"`,
        `src/data/topics/${topic.name}.ts ${topic.name} examples[0].data: must have required property '${required}' (against schema)`,
      ]),
    );
  });
  it('names a topic whose page does not exist', () => {
    expect(texts(checkTopics([{...topic, slug: 'no-such-topic'}], [], context))).toEqual([
      `src/data/topics/${topic.name}.ts ${topic.name} slug: /websockets/topics/no-such-topic has no page (docs/websockets/topics/no-such-topic.mdx)`,
    ]);
  });
  it('checks a topic without a page: its example against its schema', () => {
    // No listed topic documents a payload today (those that do have pages), so a made-up one stands in.
    const entry: TopicWithoutPage = {
      name: 'channel.made.up',
      carries: 'A made-up topic for this test.',
      status: 'published',
      notes: [],
      schema: {type: 'object', required: ['score', 'player'], properties: {score: {type: 'number'}, player: {type: 'string'}}},
      example: {score: 3, player: 'ada'},
    };
    expect(checkTopics([], [entry], context)).toEqual([]);
    expect(texts(checkTopics([], [{...entry, example: {}}], context))).toEqual(
      entry.schema!.required!.map((field) => `src/data/topics/${entry.name}.ts ${entry.name} example: must have required property '${field}' (against schema)`),
    );
  });
});

describe('overlays (widget events and the other custom widget tables)', () => {
  it('names the file, the table, the row and the field', () => {
    const [first, ...rest] = overlayData.listeners;
    const listeners = [{...first!, when: ''}, ...rest];
    const samplePayloads = [...overlayData.samplePayloads, {listener: 'no-such-listener', event: {}}];
    expect(texts(validateOverlays(context, {...overlayData, listeners, samplePayloads}))).toEqual([
      `src/data/overlays/listeners.ts listeners "${first!.name}" when: must not be empty`,
      `src/data/overlays/samplePayloads.ts samplePayloads "no-such-listener" listener: must be the name of a listener in src/data/overlays/widgetEvents.ts`,
    ]);
  });
  it('reports a key listed twice and a window event that loses the session data path', () => {
    const [load, ...others] = overlayData.windowEvents;
    const windowEvents = [{...load!, detail: load!.detail.filter((field) => !field.path.startsWith('obj.detail.session'))}, ...others];
    expect(texts(validateOverlays(context, {...overlayData, windowEvents, seApiMethods: [...overlayData.seApiMethods, overlayData.seApiMethods[0]!]}))).toEqual([
      `src/data/overlays/seApiMethods.ts seApiMethods "${overlayData.seApiMethods[0]!.call}": listed twice`,
      `src/data/overlays/windowEvents.ts windowEvents "onWidgetLoad" detail: must document obj.detail.session.data, where the session data sits (sessionDataPath)`,
    ]);
  });
});

describe('websockets (gateway facts)', () => {
  it('names the file and field of a rate-limit error that is no error code, and of an example message the schema refuses', () => {
    const gatewayMessages = {...gatewayData.gatewayMessages, subscribe: {...gatewayData.gatewayMessages.subscribe!, nonce: 7}};
    const limits = {...gatewayData.limits, rateLimitError: 'too_fast'};
    expect(texts(validateGateway(context, topicNames, {...gatewayData, gatewayMessages, limits}))).toEqual([
      'src/data/websockets/limits.ts limits rateLimitError: "too_fast" is not one of the errorCodes',
      'src/data/websockets/gatewayMessages.ts gatewayMessages.subscribe nonce: must be string (against requestSchema)',
    ]);
  });
  it('names an example message about a topic the site does not document', () => {
    const message = {...gatewayData.gatewayMessages.message!, topic: 'channel.nothing'};
    expect(texts(validateGateway(context, topicNames, {...gatewayData, gatewayMessages: {...gatewayData.gatewayMessages, message}}))).toEqual([
      'src/data/websockets/gatewayMessages.ts gatewayMessages.message topic: "channel.nothing" is not a topic in src/data/topics',
    ]);
  });
});

describe('attributeByRoute (files the messages of the route-first validators)', () => {
  it('matches a whole route, never a longer one that starts the same, and files the rest under the folder', () => {
    const entries = [{name: 'raffle'}, {name: 'raffles'}];
    const messages = ['/c/raffle: field "name" is wrong', '/c/raffles › slug: is wrong', '/c/other: is wrong'];
    expect(attributeByRoute(messages, entries, (e) => `/c/${e.name}`, (e) => `src/data/c/${e.name}.ts`, 'src/data/c').map((p) => p.file)).toEqual([
      'src/data/c/raffle.ts',
      'src/data/c/raffles.ts',
      'src/data/c',
    ]);
  });
});
