import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {topicByName, topics} from '@site/src/data/topics';
import {activityProviders, activityTypes} from '@site/src/data/topics/payloads';
import {tipSchema} from '@site/src/data/topics/shared';
import {topicsWithoutPage} from '@site/src/data/topics/withoutPage';
import {audienceMemberShape, audienceQueueEvents, audienceQueueShape} from '@site/src/data/topics/entries/channel.chatbot.audiencequeue';
import {kappagenBroadcast, overlayBroadcastLimits} from '@site/src/data/topics/entries/channel.overlay.broadcast';
import {keepalive, limits, tokenTypes} from '@site/src/data/websockets/gateway';
import {reservedFields} from '@site/src/data/overlays/fields';
import {recentListLength, sessionDataPath, sessionGroups} from '@site/src/data/overlays/sessionKeys';
import {seApiMethods} from '@site/src/data/overlays/seApi';
import {listeners, windowEvents} from '@site/src/data/overlays/widgetEvents';
import {repoRoot} from '../../support/routes';

interface Updates {
  websockets: {
    not_published_yet: string[];
    'channel.activities': {extra_type_values: string[]; extra_provider_values: string[]};
    other_topics_without_a_route_here: {
      'channel.chatbot.audiencequeue': {scope: string; events: string[]; queue_fields: string[]; member_fields: string[]};
      others: string[];
    };
  };
}
const updates = yaml.load(readFileSync(path.join(repoRoot, 'spec/facts/updates-2026.yaml'), 'utf8')) as Updates;
const ajv = new Ajv({strict: true, allowUnionTypes: true, allErrors: true});
/** The field name at the start of a facts entry: "maxQueueSize (0 = unlimited)" -> "maxQueueSize". */
const fieldName = (entry: string) => entry.split(/[\s(]/)[0]!;
/**
 * Field names of a facts list. YAML splits "audienceMemberGroups (everyone, vip, ...)" at its commas,
 * so the list is joined again and the parenthesised notes removed before splitting.
 */
const fieldNames = (entries: readonly string[]) =>
  entries
    .join(', ')
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((entry) => fieldName(entry.trim()));

describe('websockets: 2026 facts', () => {
  it('lists every topic the 2026 sheet names, once: on a page of its own or in the list without a page', () => {
    // updates-2026c gave the topics with a documented payload pages of their own; the rest stay listed.
    const names = topicsWithoutPage.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    const expected = ['channel.chatbot.audiencequeue', 'channel.overlay.broadcast', ...updates.websockets.other_topics_without_a_route_here.others, ...updates.websockets.not_published_yet];
    const withPage = new Set(topics.map((t) => t.name));
    for (const name of expected) expect(withPage.has(name) !== names.includes(name), `${name}: exactly one of page or list`).toBe(true);
    expect(names.filter((name) => !expected.includes(name))).toEqual([]);
    for (const name of names) expect(() => topicByName(name), name).toThrow();
  });

  it('marks the unpublished chatbot topics and keeps channel.chatbot.timeout in development without a scope', () => {
    expect(topicsWithoutPage.filter((t) => t.status === 'not-published-yet').map((t) => t.name)).toEqual(updates.websockets.not_published_yet);
    const timeout = topicByName('channel.chatbot.timeout');
    expect(timeout.inDevelopment).toBe(true);
    expect(timeout.scope).toBeUndefined();
  });

  it('no page offers the timeout topic as a way to follow timeouts: it publishes nothing yet (updates-2026b)', () => {
    const docs = path.join(repoRoot, 'docs');
    const pages = readdirSync(docs, {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file));
    const offering = pages.filter((file) => /follow[^.]{0,80}\[timeout topic\]/i.test(readFileSync(path.join(docs, file), 'utf8').replace(/\s+/g, ' ')));
    expect(offering).toEqual([]);
  });

  it('lists the audience queue in full: scope, events, queue fields and member fields', () => {
    const facts = updates.websockets.other_topics_without_a_route_here['channel.chatbot.audiencequeue'];
    const queue = topicByName('channel.chatbot.audiencequeue');
    expect(queue.scope).toBe(facts.scope);
    expect(audienceQueueEvents.map((e) => e.name)).toEqual(fieldNames(facts.events));
    expect(audienceQueueEvents.find((e) => e.name === 'audience-queue:deleted')?.description).toMatch(/`null`/);
    expect(Object.keys(audienceQueueShape.properties ?? {})).toEqual(fieldNames(facts.queue_fields));
    // updates-2026c adds timeStamp to each status log entry.
    expect(Object.keys(audienceMemberShape.properties ?? {})).toEqual(fieldNames(facts.member_fields));
    expect(audienceQueueShape.properties?.maxQueueSize?.description).toMatch(/0 means unlimited/);
    // updates-2026c: minutes on Twitch, 0 elsewhere (the 2026 sheet said Twitch only).
    expect(audienceMemberShape.properties?.watchTime?.description).toMatch(/minutes on Twitch; 0 on other platforms/);
    expect(audienceQueueShape.properties?.audienceMemberGroups?.items?.enum).toEqual(['everyone', 'vip', 'subscriber', 'follower']);
  });

  it('every documented example of a topic without a page matches its schema, and the audience queue checks each payload', () => {
    for (const topic of topicsWithoutPage.filter((t) => t.schema && t.example !== undefined)) {
      const validate = ajv.compile(topic.schema!);
      expect(validate(topic.example), `${topic.name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    const validate = ajv.compile(topicByName('channel.chatbot.audiencequeue').schema!);
    expect(validate({event: 'audience-queue:deleted', payload: null})).toBe(true);
    expect(validate({event: 'audience-queue:opened', payload: null})).toBe(false);
    expect(validate({event: 'audience-queue:member-enqueued', payload: null})).toBe(false);
  });

  it('channel.session.reset data is the flat session map with follower-latest style keys', () => {
    const reset = topicByName('channel.session.reset');
    for (const {data} of reset.examples) {
      const example = data as Record<string, unknown>;
      expect(example).not.toHaveProperty('session');
      expect(Object.keys(example)).toContain('follower-latest');
      for (const key of Object.keys(example)) expect(key, key).toMatch(/^[a-zA-Z]+-[a-z-]+$/);
    }
    expect(reset.schema?.description).toMatch(/flat/);
  });

  it('channel.session.update uses follower-latest keys and has name, provider, channel and data.activityId', () => {
    const update = topicByName('channel.session.update');
    const props = update.schema?.properties ?? {};
    expect(props.key?.examples).toContain('follower-latest');
    expect(JSON.stringify(update.examples)).not.toContain('latest_follower');
    for (const field of ['name', 'provider', 'channel']) expect(props, field).toHaveProperty(field);
    expect(props.data?.properties).toHaveProperty('activityId');
  });

  it('channel.activities knows the type event and the provider StreamElements; approvedBy covers both outcomes', () => {
    expect(activityTypes).toEqual(expect.arrayContaining(updates.websockets['channel.activities'].extra_type_values));
    expect(activityProviders).toEqual(expect.arrayContaining(updates.websockets['channel.activities'].extra_provider_values));
    expect(tipSchema({moderation: true}).properties?.approvedBy?.description).toMatch(/allowed it or rejected it/);
  });

  it('gateway: token types, rate limit, heartbeat and overlay broadcast limits', () => {
    expect(tokenTypes.map((t) => t.name).sort()).toEqual(['apikey', 'jwt', 'oauth2']);
    expect(tokenTypes.find((t) => t.name === 'apikey')?.meaning).toMatch(/overlay token/);
    expect(limits).toMatchObject({commandIntervalMs: 100, burstWindowSeconds: 10, burstMaxRequests: 100, rateLimitError: 'rate_limit_exceeded'});
    expect(keepalive).toEqual({pingIntervalSeconds: 30, pongTimeoutSeconds: 70, reconnectTokens: true});
    expect(overlayBroadcastLimits).toEqual({eventNameMaxCharacters: 256, payloadMaxKB: 5});
    expect(kappagenBroadcast).toEqual({event: 'emotesplosion-kappagen', target: 'global'});
  });
});

describe('overlays: 2026 facts', () => {
  it('has the kicks-latest listener and the kicks- session keys', () => {
    expect(listeners.map((l) => l.name)).toContain('kicks-latest');
    const kicks = sessionGroups.find((g) => g.keys.some((k) => k.key.startsWith('kicks-')));
    expect(kicks?.keys.every((k) => k.key.startsWith('kicks-'))).toBe(true);
    expect(kicks?.keys.map((k) => k.key)).toContain('kicks-latest');
  });

  it('says where session data sits in each window event', () => {
    expect(sessionDataPath).toEqual({onWidgetLoad: 'obj.detail.session.data', onSessionUpdate: 'obj.detail.session'});
    expect(windowEvents.find((e) => e.name === 'onWidgetLoad')?.detail.map((d) => d.path)).toContain(sessionDataPath.onWidgetLoad);
    expect(windowEvents.find((e) => e.name === 'onSessionUpdate')?.detail.map((d) => d.path)).toEqual([sessionDataPath.onSessionUpdate]);
  });

  it('setField takes reload (default true); store.set replaces the object and keys cannot be deleted', () => {
    const setField = seApiMethods.find((m) => m.call.startsWith('SE_API.setField('));
    expect(setField?.call).toBe('SE_API.setField(key, value, reload?)');
    expect(setField?.meaning).toMatch(/`reload` \(default `true`\) reloads the overlay/);
    const storeSet = seApiMethods.find((m) => m.call.startsWith('SE_API.store.set('));
    expect(storeSet?.meaning).toMatch(/replacing the whole object/);
    expect(storeSet?.meaning).toMatch(/Keys cannot be deleted/);
  });

  it('widgetDuration defaults to 0 and recent lists hold 25 events', () => {
    expect(reservedFields.find((f) => f.name === 'widgetDuration')?.default).toBe('0');
    expect(recentListLength).toBe(25);
  });

  it('notes super stickers, Jewels and Kick subscriber totals', () => {
    const notes = sessionGroups.map((g) => g.note ?? '').join(' ');
    expect(notes).toMatch(/super stickers count as Super Chats/);
    expect(notes).toMatch(/Jewels are an event type/);
    expect(notes).toMatch(/Kick’s own count of active subscribers, gifted subs included/);
  });
});
