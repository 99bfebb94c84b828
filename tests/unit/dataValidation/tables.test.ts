import {describe, expect, it} from 'vitest';
import {overlayData, validateOverlays} from '@site/src/data/overlays/validate';
import {gatewayData, validateGateway} from '@site/src/data/websockets/validate';
import {checkChangelog} from '@site/src/data/validation/changelog';
import {checkSmallTables} from '@site/src/data/validation/smallTables';
import {checkSynonyms} from '@site/src/data/synonyms/validate';
import type {ChangelogEntry} from '@site/src/data/changelog';
import {timerFields} from '@site/src/data/timers';
import {userLevels} from '@site/src/data/userLevels';
import {context, texts} from './context';

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
  // The topics the gateway page's messages name, so that only the broken message is reported.
  const topicNames = new Set(Object.values(gatewayData.gatewayMessages).flatMap((message) => message.data?.topic ?? message.topic ?? []));
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

describe('changelog (src/data/validation/changelog.ts)', () => {
  const entry = (change: Partial<ChangelogEntry> = {}): ChangelogEntry => ({
    date: '2026-09-17',
    product: 'chatbot',
    summary: 'The changelog now says what changed and what it means for the reader.',
    links: [{label: 'Changelog', to: '/chatbot/changelog'}],
    ...change,
  });
  const problems = (...entries: ChangelogEntry[]) => texts(checkChangelog(entries, context));

  it('accepts valid entries, newest first', () => {
    expect(problems(entry(), entry({date: '2026-09-01'}))).toEqual([]);
  });

  it.each<[string, Partial<ChangelogEntry>, string]>([
    ['a date in another format', {date: '17.09.2026'}, 'date: must be a date written YYYY-MM-DD'],
    ['a date that is not in the calendar', {date: '2026-02-30'}, 'date: must be a real calendar date'],
    ['an unknown product', {product: 'shop' as never}, 'product: must be one of chatbot, overlays, websockets, docs; got "shop"'],
    ['a summary that does not say what changed', {summary: 'New features.'}, 'summary: must say in a sentence or two what changed and what it means for the reader (a capital first, a full stop last)'],
    ['no link', {links: []}, 'links: must link at least one page the change affects'],
    ['a link to a route the site does not serve', {links: [{label: 'Nowhere', to: '/chatbot/nowhere#x'}]}, 'links[0].to: /chatbot/nowhere is not a route the site serves (spec/routes.txt or a page in docs/)'],
  ])('names the entry and the field of %s', (_rule, change, message) => {
    expect(problems(entry(change))).toEqual([`src/data/changelog.ts changelog[0] (${change.date ?? '2026-09-17'}) ${message}`]);
  });

  it('names an entry out of order', () => {
    expect(problems(entry({date: '2026-09-01'}), entry())).toEqual(['src/data/changelog.ts changelog[1] (2026-09-17) date: is newer than the entry before it; the changelog runs newest first']);
  });
});

describe('search synonyms (src/data/synonyms/validate.ts)', () => {
  it('names an empty phrase, a phrase twice in one entry, and a phrase looked up in two entries', () => {
    const fileOf = () => 'src/data/synonyms/site.ts';
    expect(
      texts(
        checkSynonyms(
          [
            {type: 'synonym', synonyms: ['tip', 'donation', 'tip']},
            {type: 'oneWaySynonym', input: 'tips', synonyms: ['']},
            {type: 'oneWaySynonym', input: 'Donation', synonyms: ['tip jar']},
          ],
          {...context, fileOf},
        ),
      ),
    ).toEqual([
      'src/data/synonyms/site.ts searchSynonyms[1] "tips" synonyms[0]: must be a phrase as people type it, not empty',
      'src/data/synonyms/site.ts searchSynonyms[0] "tip" synonyms: "tip" is listed twice in this entry',
      'src/data/synonyms/site.ts searchSynonyms[2] "Donation" input: "Donation" is already looked up by searchSynonyms[0] "tip"; merge the two entries',
    ]);
  });

  it('names an entry of an unknown type', () => {
    expect(texts(checkSynonyms([{type: 'alternative', synonyms: ['a', 'b']} as never], context))).toEqual([
      'src/data/synonyms/{"type":"alternative","synonyms":["a","b"]}.ts searchSynonyms[0] "a" type: type must be "synonym" (two-way) or "oneWaySynonym" (input finds synonyms)',
    ]);
  });
});

describe('timer fields and user levels (src/data/validation/smallTables.ts)', () => {
  it('names a timer field without its default and a user level out of order', () => {
    const {default: _dropped, ...noDefault} = timerFields[0]!;
    const swapped = [userLevels[1]!, userLevels[0]!, ...userLevels.slice(2)];
    expect(texts(checkSmallTables({timerFields: [noDefault, ...timerFields.slice(1)], userLevels: swapped}))).toEqual([
      `src/data/timers.ts timerFields "${noDefault.name}" default: is missing (use null when no default is published)`,
      `src/data/userLevels.ts userLevels "${userLevels[0]!.id}" value: must be above the level before it (lowest first; a level without a number comes last)`,
    ]);
  });
});
