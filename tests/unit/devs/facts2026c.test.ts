/**
 * updates-2026c.yaml against the site, for the overlay and websocket routes: one test per correction,
 * missing fact and unsure entry that concerns /overlays/* or /websockets/*, and the facts of the new
 * overlay pages, topics and clients. Values are read from the sheet wherever it gives them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {asyncApiDocument} from '@site/plugins/asyncapi/document';
import {topicByName} from '@site/src/data/topics';
import {fieldsData} from '@site/src/data/topics/parts';
import type {JsonSchema} from '@site/src/data/topics/types';
import {alternativeEventNames, audienceMemberShape, audienceQueueEvents, audienceQueueShape} from '@site/src/data/topics/entries/channel.chatbot.audiencequeue';
import {broadcastToAll, kappagenBroadcast, overlayBroadcastLimits} from '@site/src/data/topics/entries/channel.overlay.broadcast';
import {contestStates} from '@site/src/data/topics/entries/channel.contests';
import {songRequestEvents} from '@site/src/data/topics/entries/channel.songrequest';
import {requestFields, subscribeRoom} from '@site/src/data/websockets/gateway';
import {browserSource, xsplitMinimumVersion} from '@site/src/data/overlays/broadcastSoftware';
import {kappagenEmoteCacheHours} from '@site/src/data/overlays/kappagen';
import {sessionResetAfterOfflineMinutes, widgetDataSections} from '@site/src/data/overlays/widgetData';
import {subscriptionVariations} from '@site/src/data/overlays/alertBoxVariations';
import {fieldTypes, unknownFieldTypeBecomes} from '@site/src/data/overlays/fields';
import {recentListLength, sessionDataPath, sessionGroups, sessionKeyEndings} from '@site/src/data/overlays/sessionKeys';
import {windowEvents} from '@site/src/data/overlays/widgetEvents';
import {parseFields} from '@site/src/playground/logic/fields';
import {firstWidget} from '@site/src/playground/starters/firstWidget';
import {requestProblem} from '@site/src/console/simulator';
import {topics} from '@site/src/data/topics';
import {goModules} from '@site/src/data/examples/goClient';
import {csharpClient} from '@site/src/data/examples/csharpClient';
import {repoRoot, sharedDir} from '../../support/routes';

type Sheet = {
  missing: Record<string, Record<string, Record<string, unknown>>>;
  unsure: Record<string, {routes: string[]; certain?: string | string[]; readings: string[]}>;
  new_pages: {
    overlays: Record<string, Record<string, unknown> & {route: string; facts?: Record<string, unknown>}>;
    websocket_topics: Record<string, Record<string, unknown> & {route: string}>;
    client_examples: Record<string, {route: string; libraries: string; sample_limits?: string}>;
  };
};
const sheet = yaml.load(readFileSync(path.join(sharedDir, 'facts/updates-2026c.yaml'), 'utf8')) as Sheet;
const page = (route: string) => readFileSync(path.join(repoRoot, 'docs', `${route.slice(1)}.mdx`), 'utf8');
const ajv = new Ajv({strict: true, allowUnionTypes: true, allErrors: true});
const keysOf = (value: unknown) => Object.keys(value as object);
/** One topic's entry of the sheet, read as the shape the test expects. */
const topicFacts = <T,>(name: string): T => sheet.new_pages.websocket_topics[name] as unknown as T;

describe('missing facts on overlay and websocket routes', () => {
  it('O1 /overlays/custom-widget-events: recents is chronological and mixes every type; a -recent list runs from 0 to 24', () => {
    const fact = String(sheet.missing['/overlays/custom-widget-events']!.recents_details!.fact);
    const lastIndex = Number(/indexed 0 to (\d+)/.exec(fact)![1]);
    expect(recentListLength - 1).toBe(lastIndex);
    const recents = windowEvents.find((event) => event.name === 'onWidgetLoad')!.detail.find((field) => field.path === 'obj.detail.recents')!;
    expect(recents.meaning).toMatch(/every kind/);
    expect(recents.meaning).toMatch(/in the order they happened/);
    expect(page('/overlays/custom-widget-events')).toMatch(/positions run from 0 to <RecentListLastIndex \/>/);
  });

  it('O2 /overlays/widget-structure: a field of an unknown type is a text field, on the page and in the playground', () => {
    expect(String(sheet.missing['/overlays/widget-structure']!.invalid_field_type!.fact)).toContain(`type ${unknownFieldTypeBecomes}`);
    expect(fieldTypes.map((field) => field.type)).toContain(unknownFieldTypeBecomes);
    expect(page('/overlays/widget-structure')).toContain('<code>{unknownFieldTypeBecomes}</code> field');
    const parsed = parseFields('{"size": {"type": "knobb", "value": "large"}}');
    expect(parsed.ok && parsed.value.size?.type).toBe(unknownFieldTypeBecomes);
  });

  it('W1 /websockets/topics: every topic whose payload the provider documents has a page with a schema and examples', () => {
    const fact = String(sheet.missing['/websockets/topics']!.documented_payloads!.fact);
    const named = [...fact.matchAll(/channel\.[a-z.]+[a-z]/g)].map((match) => match[0]);
    expect(named.length).toBeGreaterThanOrEqual(5);
    for (const name of named) {
      const topic = topicByName(name);
      expect(topic.schema, name).toBeDefined();
      expect(topic.examples.length, name).toBeGreaterThan(0);
    }
    // "one example per platform" for chat messages.
    expect(topicByName('channel.chat.message').examples.map((example) => example.title)).toEqual([expect.stringMatching(/Twitch/), expect.stringMatching(/YouTube/), expect.stringMatching(/Kick/)]);
  });

  it('W2 overlay broadcast: global reaches every overlay, an overlay id one; !kappagen sends emotesplosion-kappagen to global', () => {
    const fact = sheet.missing['/websockets/topics']!.overlay_broadcast_target!;
    expect(String(fact.fact)).toContain(`"${broadcastToAll}"`);
    expect(String(fact.kappagen)).toContain(kappagenBroadcast.event);
    const topic = topicByName('channel.overlay.broadcast');
    expect(topic.schema?.properties?.target?.description).toMatch(/every overlay.*one overlay’s ID/);
    expect(JSON.stringify(topic.examples)).not.toContain('"emote":"Kappa"');
    expect(topic.examples.some((example) => (example.data as {target: string}).target !== broadcastToAll)).toBe(true);
    expect(page('/websockets/topics/channel-overlay-broadcast')).toMatch(/Its `data` is the\s+chat message that ran the command/);
    expect(overlayBroadcastLimits).toEqual({eventNameMaxCharacters: 256, payloadMaxKB: 5});
  });

  it('W3 /websockets: a subscribe may leave room out; the contract, the gateway table and the simulator agree', () => {
    expect(String(sheet.missing['/websockets']!.subscribe_room_default!.fact)).toMatch(/may be left out/);
    expect(requestFields.find((field) => field.name === 'data.room')?.meaning).toMatch(/may be left out.*not confirmed/);
    const subscribe = (asyncApiDocument('1.0.0') as {components: {messages: {subscribe: {payload: {properties: {data: {required: string[]}}}}}}}).components.messages.subscribe;
    expect(subscribe.payload.properties.data.required).not.toContain('room');
    expect(requestProblem('subscribe', {topic: 'channel.tips', token: 't', token_type: 'jwt'}, topics)).toBeUndefined();
  });

  it('W3 /websockets/topics/channel-session-update: room defaults to the token’s channel per that page, marked not confirmed', () => {
    const text = page('/websockets/topics/channel-session-update');
    expect(text).toMatch(/leave `room` out/);
    expect(text).toMatch(/channel the token belongs to/);
    expect(text).toMatch(/Neither reading is confirmed/);
  });

  it('W4 /websockets/examples: C# and Go join browser JavaScript, Node.js and Python', () => {
    expect(String(sheet.missing['/websockets/examples']!.more_languages!.fact)).toMatch(/C# and Go/);
    const index = readFileSync(path.join(repoRoot, 'docs/websockets/examples/index.mdx'), 'utf8');
    for (const example of Object.values(sheet.new_pages.client_examples)) expect(index).toContain(`to: '${example.route}'`);
  });
});

describe('unsure entries on overlay and websocket routes: the certain part stated, the rest marked', () => {
  it('subscribe_room_default: both readings, each as the data gives them', () => {
    const entry = sheet.unsure.subscribe_room_default!;
    expect(entry.readings).toHaveLength(subscribeRoom.readings.length);
    expect(subscribeRoom.readings[0]).toMatch(/global room/);
    expect(subscribeRoom.readings[1]).toMatch(/token belongs to/);
    expect(readFileSync(path.join(repoRoot, 'docs/websockets/index.mdx'), 'utf8')).toMatch(/so neither is confirmed/);
  });

  it('audiencequeue_event_names: the site’s names stay, the other version’s are given, marked not confirmed', () => {
    const [one, other] = sheet.unsure.audiencequeue_event_names!.readings;
    expect(audienceQueueEvents.map((event) => event.name).every((name) => one!.includes(name))).toBe(true);
    expect(alternativeEventNames.every((name) => other!.includes(name))).toBe(true);
    expect(page('/websockets/topics/chatbot/audiencequeue')).toMatch(/names\s+are not confirmed/);
  });

  it('sandbox_console: whether console works is marked not confirmed where the examples log', () => {
    expect(page('/overlays/widget-structure')).toMatch(/Whether `console` works in a live widget is not confirmed/);
    expect(page('/overlays/first-custom-widget')).toMatch(/Whether `console` works in a live widget is not\s+confirmed/);
  });

  it('giveaway_complete_and_close: the page marks the meaning of close and complete not confirmed', () => {
    expect(sheet.unsure.giveaway_complete_and_close!.routes).toContain('/websockets/topics/channel-giveaway');
    expect(page('/websockets/topics/channel-giveaway')).toMatch(/What `close` and `complete` mark is not confirmed/);
  });
});

describe('the new websocket topics follow the sheet', () => {
  it('audience queue: member id, status log time stamps, watch time, deleted always null', () => {
    expect(audienceMemberShape.properties?.id?.description).toMatch(/user ID on their platform/);
    expect(audienceQueueShape.properties?.statusChangeLog?.items?.properties).toHaveProperty('timeStamp');
    expect(audienceMemberShape.properties?.watchTime?.description).toMatch(/on Twitch; 0 on other platforms/);
    const validate = ajv.compile(topicByName('channel.chatbot.audiencequeue').schema!);
    expect(validate({event: 'audience-queue:deleted', payload: {}})).toBe(false);
    const described = (name: string) => audienceQueueEvents.find((event) => event.name === name)!.description;
    expect(described('audience-queue:updated')).toMatch(/paused or resumed/);
    expect(described('audience-queue:member-selected')).toMatch(/by hand or at random/);
    expect(described('audience-queue:member-removed')).toMatch(/out of the queue or out of the selection/);
  });

  it('contests: the events, their payloads and the six states', () => {
    const facts = topicFacts<{events: Record<string, {payload: Record<string, string>}>; states: Record<string, string>}>('channel.contests');
    const schema = topicByName('channel.contests').schema!;
    expect(schema.properties?.event?.oneOf?.map((option) => option.const)).toEqual(keysOf(facts.events));
    expect(contestStates.map((state) => state.const).sort()).toEqual(keysOf(facts.states).sort());
    for (const [name, event] of Object.entries(facts.events)) {
      const branch = schema.oneOf!.find((option) => option.properties?.event?.const === name)!;
      expect(keysOf(branch.properties?.payload?.properties), name).toEqual(keysOf(event.payload));
    }
  });

  it('contests: the page’s tables say what each state means, as its text promises', () => {
    // The events' payloads are not flattened into the field table, so the contest table's `state` row
    // is where a reader finds the states.
    const {shapes} = fieldsData(topicByName('channel.contests'));
    const stateRows = shapes.flatMap((shape) => shape.rows).filter((row) => row.path === 'state');
    expect(stateRows).toHaveLength(1);
    expect(stateRows[0]!.values).toEqual(contestStates.map((state) => ({value: state.const, description: state.description})));
    const page = readFileSync(path.join(__dirname, '../../../docs/websockets/topics/channel-contests.mdx'), 'utf8');
    expect(page).toMatch(/`state` row of the contest table/);
  });

  it('song requests: every event of the sheet, with its payload fields', () => {
    const facts = topicFacts<{events: Record<string, string | {payload: Record<string, string>}>}>('channel.songrequest');
    expect(songRequestEvents.map((event) => event.name)).toEqual(keysOf(facts.events));
    for (const event of songRequestEvents) {
      const fact = facts.events[event.name]!;
      if (typeof fact === 'object') expect(keysOf(event.payload.properties).sort(), event.name).toEqual(keysOf(fact.payload).sort());
    }
  });

  it('chatbot counters: counter and value; a reset and a delete both send 0', () => {
    const topic = topicByName('channel.chatbot.counters');
    expect(keysOf(topic.schema?.properties)).toEqual(['counter', 'value']);
    expect(topic.schema?.properties?.value?.description).toMatch(/Deleting .* and resetting .* both send 0/);
  });

  it('overlay update: every documented field of the configuration', () => {
    const properties = topicByName('channel.overlay.update').schema!.properties!;
    for (const field of ['settings', '_id', 'channel', 'type', 'name', 'preview', 'widgets', 'mobile', 'campaign', 'favorite', 'createdAt', 'updatedAt']) expect(properties, field).toHaveProperty(field);
    expect(properties.settings?.properties?.name?.description).toMatch(/not the overlay’s name/);
  });

  it('overlay update: the widget kinds it names are kinds the provider’s examples show', () => {
    const kinds = topicByName('channel.overlay.update').schema!.properties!.widgets!.items!.properties!.type!.examples!;
    const providerPages = readFileSync(path.join(sharedDir, 'facts/websockets.yaml'), 'utf8');
    const sheetExample = JSON.stringify(topicFacts<{example: unknown}>('channel.overlay.update').example);
    for (const kind of kinds) expect(providerPages.includes(`\\"type\\": \\"${kind}\\"`) || sheetExample.includes(`"type":"${kind}"`), String(kind)).toBe(true);
  });

  it('session reset: the whole session, flat, with the key endings the sheet lists', () => {
    const facts = topicFacts<{facts: {key_patterns: string[]}}>('channel.session.reset');
    expect(sessionKeyEndings.map((ending) => `<type>-${ending.ending}`)).toEqual(facts.facts.key_patterns);
    const allKeys = sessionGroups.flatMap((group) => group.keys.map((key) => key.key));
    for (const {ending} of sessionKeyEndings) expect(allKeys.some((key) => key.endsWith(`-${ending}`)), ending).toBe(true);
  });

  it('chat messages: the platform’s own object, with the fields of each platform’s example', () => {
    const facts = topicFacts<{example_twitch: {data: object}; example_kick_data: object}>('channel.chat.message');
    const properties = topicByName('channel.chat.message').schema!.properties!;
    for (const field of [...keysOf(facts.example_twitch.data), ...keysOf(facts.example_kick_data), 'authorDetails', 'etag', 'id', 'kind', 'snippet']) expect(properties, field).toHaveProperty(field);
    const validate = ajv.compile(topicByName('channel.chat.message').schema as JsonSchema & object);
    expect(validate(facts.example_twitch.data)).toBe(true);
    expect(validate(facts.example_kick_data)).toBe(true);
  });

  it('every new topic has the scope the sheet gives it', () => {
    for (const [name, facts] of Object.entries(sheet.new_pages.websocket_topics)) {
      const scope = String(facts.scope);
      expect(topicByName(name).scope, name).toBe(scope.startsWith('none') ? null : scope);
    }
  });
});

describe('the new overlay pages follow the sheet', () => {
  const overlays = sheet.new_pages.overlays;

  it('broadcast software: 1920 × 1080, 30 or 60 FPS, XSplit from 4.5.2306.2701', () => {
    const steps = (overlays['broadcast-software']!.facts as {obs_steps: string[]}).obs_steps.join(' ');
    expect(steps).toContain(`Width ${browserSource.width}, Height ${browserSource.height}`);
    expect(steps).toContain(`FPS ${browserSource.frameRates.join(' or ')}`);
    expect(String((overlays['broadcast-software']!.facts as {xsplit: string}).xsplit)).toContain(xsplitMinimumVersion);
    expect(String((overlays.troubleshooting!.facts as {xsplit: string}).xsplit)).toContain(xsplitMinimumVersion);
  });

  it('alert box variations: the three built-in subscription variations', () => {
    const facts = (overlays['alertbox-variations']!.facts as {subscriptions: {built_in_variations: Record<string, string>}}).subscriptions.built_in_variations;
    expect(subscriptionVariations.map((variation) => variation.name)).toEqual(keysOf(facts));
    expect(subscriptionVariations.find((variation) => variation.name === 'Community gift')?.plays).toMatch(/a gift of 10 plays 10 alerts/);
  });

  it('KappaGen: the cache can take a day; Widget Data: the session resets 15 minutes after going offline, in six sections', () => {
    expect(String((overlays.kappagen!.facts as {not_showing: string}).not_showing)).toContain(`(${kappagenEmoteCacheHours} h)`);
    expect(String((overlays['widget-data']!.facts as {sections: Record<string, string>}).sections['Session Data'])).toContain(`${sessionResetAfterOfflineMinutes} minutes`);
    expect(widgetDataSections.map((section) => section.section)).toEqual(keysOf((overlays['widget-data']!.facts as {sections: object}).sections));
  });

  it('session data: common, Twitch and YouTube groups as the sheet arranges them, YouTube members under sponsor keys', () => {
    const on = (platform: string) => sessionGroups.filter((group) => group.platforms.includes(platform as never)).map((group) => group.title);
    expect(on('common')).toEqual(['Tips', 'Merch and store purchases']);
    expect(on('youtube')).toEqual(expect.arrayContaining(['Sponsors', 'Super Chats', 'Subscribers']));
    expect(sessionGroups.find((group) => group.title === 'Sponsors')?.note).toMatch(/members use the `sponsor-` keys/);
    expect(String((overlays['session-data']!.facts as {where: string}).where)).toBe(`onWidgetLoad: ${sessionDataPath.onWidgetLoad}; onSessionUpdate: ${sessionDataPath.onSessionUpdate}`);
  });

  it('first custom widget: a text and a colorpicker field, {{field}} in HTML and CSS, the follower on load and live', () => {
    const fields = JSON.parse(firstWidget.fields) as Record<string, {type: string; label: string; value: unknown}>;
    expect(Object.values(fields).map((field) => field.type).sort()).toEqual(['colorpicker', 'text']);
    for (const [name, field] of Object.entries(fields)) {
      expect(field.label && field.value !== undefined, name).toBeTruthy();
      expect(`${firstWidget.html}${firstWidget.css}`, name).toContain(`{{${name}}}`);
    }
    expect(firstWidget.css).toMatch(/color: \{\{nameColor\}\}/);
    expect(firstWidget.js).toContain('obj.detail.session.data');
    expect(firstWidget.js).toContain("data['follower-latest']");
    expect(firstWidget.js).toContain("obj.detail.listener === 'follower-latest'");
    expect(firstWidget.js).toContain('obj.detail.event.name');
  });
});

describe('the client examples follow the sheet', () => {
  it('Go uses the libraries the sheet names; C# only the base library; the frame-joining limit is fixed', () => {
    const {go, csharp} = sheet.new_pages.client_examples;
    for (const module of goModules) expect(go!.libraries).toContain(module.path);
    expect(csharp!.libraries).toMatch(/ClientWebSocket.*System\.Text\.Json/);
    expect(csharp!.sample_limits).toMatch(/does not join a message split over several frames/);
    expect(csharpClient).toMatch(/if \(!result\.EndOfMessage\) continue;/);
  });
});
