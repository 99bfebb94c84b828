import {describe, expect, it} from 'vitest';
import {alertPlaceholders} from '@site/src/data/overlays/alertPlaceholders';
import {fieldTypes, reservedFields} from '@site/src/data/overlays/fields';
import {recentLists, sessionGroups} from '@site/src/data/overlays/sessionKeys';
import {seApiMethods} from '@site/src/data/overlays/seApi';
import {editorShortcuts} from '@site/src/data/overlays/shortcuts';
import {alertEventFields, listeners, windowEvents} from '@site/src/data/overlays/widgetEvents';
import {errorCodes, keepalive, limits} from '@site/src/data/websockets/gateway';
import {cellText, factsFor} from './facts';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {repoRoot} from '../../support/routes';

/** The newest facts sheet's overlay lines; where it adds to the older sheets, it wins. */
const overlayUpdates = (yaml.load(readFileSync(path.join(repoRoot, 'spec/facts/updates-2026.yaml'), 'utf8')) as {overlays: string[]}).overlays;
/** Listeners and session keys the 2026 sheet adds, e.g. `kicks-latest`. */
const addedListeners = overlayUpdates.flatMap((line) => [...line.matchAll(/new listener: ([a-z-]+)/g)].map((m) => m[1]!));
const addedKeyPrefixes = overlayUpdates.flatMap((line) => [...line.matchAll(/with ([a-z]+-)\* session keys/g)].map((m) => m[1]!));

const events = factsFor('overlays', '/overlays/custom-widget-events');
const terms = new Set(events.terms);

describe('overlay data against the facts', () => {
  it('lists exactly the session keys and fields the facts name', () => {
    const fromFacts = new Set<string>();
    for (const term of events.terms ?? []) {
      const match = /^data\["([^"]+)"\](?:\["([^"]+)"\])?/.exec(term);
      if (!match || match[1]!.includes('*')) continue;
      const [, key, field] = match;
      // Item fields of merch/purchase lists ("items"]["name") count as the `items` field.
      if (term.includes('["items"][')) continue;
      fromFacts.add(field ? `${key}.${field}` : key!);
    }
    const ours = new Set<string>();
    for (const group of sessionGroups) {
      for (const entry of group.keys) {
        ours.add(entry.key);
        for (const field of entry.fields) ours.add(`${entry.key}.${field}`);
      }
    }
    // A bare key of ours is named by the facts when they name it or one of its fields.
    const missing = [...fromFacts].filter((name) => !ours.has(name));
    const named = (name: string) => fromFacts.has(name) || [...fromFacts].some((fact) => fact.startsWith(`${name}.`));
    const addedIn2026 = (name: string) => addedKeyPrefixes.some((prefix) => name.startsWith(prefix));
    const extra = [...ours].filter((name) => !named(name) && !addedIn2026(name));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
    expect(addedKeyPrefixes).toEqual(['kicks-']);
    expect([...ours].filter(addedIn2026)).toContain('kicks-latest');
  });

  it('names every session key once', () => {
    const keys = sessionGroups.flatMap((group) => group.keys.map((entry) => entry.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists the -recent lists the facts name', () => {
    const recent = (events.syntax_and_examples ?? []).map((block) => block.text ?? '').join('\n');
    for (const list of recentLists) expect(recent).toContain(`data["${list}"]`);
  });

  it('covers every listener, window event and alert field', () => {
    const listenerTerms = ['follower-latest', 'subscriber-latest', 'host-latest', 'cheer-latest', 'tip-latest', 'raid-latest', 'message', 'delete-message', 'delete-messages', 'event:skip', 'alertService:toggleSound', 'bot:counter', 'kvstore:update', 'widget-button'];
    for (const term of listenerTerms) expect(terms.has(term), term).toBe(true);
    expect(addedListeners).toEqual(['kicks-latest']);
    const expected = [...listenerTerms.slice(0, 6), ...addedListeners, ...listenerTerms.slice(6)];
    expect(listeners.filter((listener) => !listener.unconfirmed).map((listener) => listener.name)).toEqual(expected);
    // A listener the facts' list leaves out is shown only as not confirmed, and only when the
    // facts have a session key of the same name (merch-latest).
    for (const extra of listeners.filter((listener) => listener.unconfirmed)) {
      expect(terms.has(`data["${extra.name}"]`), extra.name).toBe(true);
      expect(extra.unconfirmed?.trim()).not.toBe('');
    }
    expect(windowEvents.map((event) => event.name)).toEqual(['onWidgetLoad', 'onEventReceived', 'onSessionUpdate']);
    expect(alertEventFields.map((field) => `.${field.path}`).every((name) => terms.has(name))).toBe(true);
    expect(alertEventFields).toHaveLength(8);
  });

  it('has every alert box placeholder of the facts table, and no other', () => {
    const table = factsFor('overlays', '/overlays/custom-code-alertboxes').tables?.[0];
    const names = (table?.rows ?? []).map(([variable = '']) => cellText(variable).replace(/[{}]/g, ''));
    expect(alertPlaceholders.map((placeholder) => placeholder.name).sort()).toEqual(names.sort());
  });

  it('has one shortcut per row of the facts table, with the same keys', () => {
    const rows = factsFor('overlays', '/overlays/overlay-editor-shortcuts').tables?.[0]?.rows ?? [];
    expect(editorShortcuts).toHaveLength(rows.length);
    const normalise = (keys: string) => keys.toLowerCase().replace(/\s+/g, '').replace('arrowkey', 'arrow').replace('command', 'ctrl');
    rows.forEach(([keys = ''], index) => {
      const ours = editorShortcuts[index]!.combos.map((combo) => normalise(combo.join('+')));
      const theirs = normalise(keys.replace('Ctrl/Command', 'Ctrl'));
      expect(ours, keys).toContain(theirs);
    });
  });

  it('has every field type used in the facts example, and the reserved names', () => {
    const example = factsFor('overlays', '/overlays/widget-structure').syntax_and_examples?.find((block) => block.lang === 'JSON')?.text ?? '';
    const types = [...example.matchAll(/"type": "([^"]+)"/g)].map((match) => match[1]);
    expect(types.length).toBeGreaterThan(10);
    for (const type of types) expect(fieldTypes.map((field) => field.type), type).toContain(type);
    expect(reservedFields.map((field) => field.name)).toEqual(['widgetName', 'widgetAuthor', 'widgetDuration']);
  });

  it('documents every SE_API method in the custom widget outline', () => {
    const outline = factsFor('overlays', '/overlays/custom-widget').outline ?? [];
    const methods = outline.filter((line) => line.startsWith('### ')).join(' ');
    for (const name of ['store.set', 'store.get', 'counters.get', 'sanitize', 'cheerFilter', 'getOverlayStatus', 'setField', 'resumeQueue']) {
      expect(methods, name).toContain(name);
      expect(seApiMethods.some((method) => method.call.startsWith(`SE_API.${name}(`)), name).toBe(true);
    }
  });
});

describe('gateway data against the facts', () => {
  const gateway = factsFor('websockets', '/websockets');

  it('has every error code of the facts table, and no other', () => {
    const table = gateway.tables?.find((candidate) => candidate.columns[0] === 'Error');
    const codes = (table?.rows ?? []).map(([code = '']) => cellText(code));
    expect(errorCodes.map((error) => error.code).sort()).toEqual(codes.sort());
  });

  it('uses the keepalive and limit numbers the facts give', () => {
    const gatewayTerms = gateway.terms ?? [];
    expect(gatewayTerms).toContain(`${keepalive.pingIntervalSeconds} seconds`);
    expect(gatewayTerms).toContain(`${keepalive.pongTimeoutSeconds} seconds`);
    expect(gatewayTerms).toContain(`Retry-After: ${limits.connectRetryAfterSeconds}`);
    const exampleTerms = factsFor('websockets', '/websockets/examples').terms ?? [];
    expect(exampleTerms).toContain(`${limits.commandIntervalMs}ms`);
    expect(exampleTerms).toContain(`${limits.burstWindowSeconds} seconds`);
  });
});
