/**
 * Checks the custom widget and overlay reference tables: window events and their detail fields,
 * listeners and their sample payloads, chat message fields, session keys, widget field types,
 * alert placeholders, editor shortcuts and SE_API methods. Rows are checked against their shape,
 * keys are unique, and the tables agree with each other (a sample payload names a real listener,
 * session data sits at a path the window events document).
 */
import {z} from 'zod';
import {sentence, tableProblems, text, type Table} from '../validation/tables';
import type {DataContext, Problem} from '../validation/problems';
import {alertPlaceholders} from './alertPlaceholders';
import {chatMessageFields} from './chatMessage';
import {commonProperties, fieldTypes, reservedFields} from './fields';
import {samplePayloads} from './samplePayloads';
import {seApiMethods} from './seApi';
import {sessionDataPath, sessionGroups} from './sessionKeys';
import {editorShortcuts} from './shortcuts';
import {alertEventFields, listeners, windowEvents} from './widgetEvents';

const detailField = z.strictObject({path: text, meaning: sentence});
const property = z.strictObject({name: z.string().regex(/^[a-zA-Z]+$/, 'must be one word'), meaning: sentence, default: text.optional()});

/** Everything the overlays pages render from, as tables; exported so tests can break one row. */
export const overlayData = {
  windowEvents,
  listeners,
  alertEventFields,
  chatMessageFields,
  samplePayloads,
  sessionGroups,
  commonProperties,
  fieldTypes,
  reservedFields,
  alertPlaceholders,
  editorShortcuts,
  seApiMethods,
};
export type OverlayData = typeof overlayData;

function tables(data: OverlayData): Table<unknown>[] {
  const list = [
    {
      name: 'windowEvents',
      rows: data.windowEvents,
      key: (row) => row.name,
      shape: z.strictObject({
        name: z.string().regex(/^on[A-Z][A-Za-z]+$/, 'must be an event name such as onWidgetLoad'),
        when: sentence,
        detail: z.array(detailField.extend({path: z.string().regex(/^obj\.detail\.[\w.]+$/, 'must start with "obj.detail."')})).min(1, 'must list what the event carries'),
      }),
    } satisfies Table<OverlayData['windowEvents'][number]>,
    {
      name: 'listeners',
      rows: data.listeners,
      key: (row) => row.name,
      shape: z.strictObject({name: z.string().regex(/^[a-z][a-zA-Z]*([-:][a-zA-Z]+)*$/, 'must be a listener name such as tip-latest or bot:counter'), when: sentence, fields: text, unconfirmed: sentence.optional()}),
    } satisfies Table<OverlayData['listeners'][number]>,
    {name: 'alertEventFields', rows: data.alertEventFields, key: (row) => row.path, shape: detailField} satisfies Table<OverlayData['alertEventFields'][number]>,
    {
      name: 'chatMessageFields',
      rows: data.chatMessageFields,
      key: (row) => row.path,
      shape: z.strictObject({path: text, type: text, platform: z.enum(['Both', 'Twitch', 'YouTube']), meaning: sentence}),
    } satisfies Table<OverlayData['chatMessageFields'][number]>,
    {
      name: 'samplePayloads',
      rows: data.samplePayloads,
      key: (row) => (row.variant ? `${row.listener} (${row.variant})` : row.listener),
      shape: z.strictObject({
        listener: z.enum(data.listeners.map((l) => l.name) as [string, ...string[]], {message: 'must be the name of a listener in src/data/overlays/widgetEvents.ts'}),
        variant: text.optional(),
        event: z.record(z.string(), z.unknown()),
      }),
    } satisfies Table<OverlayData['samplePayloads'][number]>,
    {
      name: 'sessionGroups',
      rows: data.sessionGroups,
      key: (row) => row.title,
      shape: z.strictObject({title: text, platforms: z.array(z.enum(['common', 'twitch', 'youtube', 'kick'])).min(1, 'must name where the keys are filled'), keys: z.array(z.strictObject({key: z.string().regex(/^[a-z][a-zA-Z]*(-[a-z]+)*$/, 'must be words joined by "-", such as tip-latest'), fields: z.array(text), meaning: sentence})).min(1), note: sentence.optional()}),
    } satisfies Table<OverlayData['sessionGroups'][number]>,
    {
      name: 'sessionKeys',
      rows: data.sessionGroups.flatMap((group) => group.keys),
      key: (row) => row.key,
      shape: z.unknown(),
    } satisfies Table<OverlayData['sessionGroups'][number]['keys'][number]>,
    {name: 'commonProperties', rows: data.commonProperties, key: (row) => row.name, shape: property} satisfies Table<OverlayData['commonProperties'][number]>,
    {
      name: 'fieldTypes',
      rows: data.fieldTypes,
      key: (row) => row.type,
      shape: z.strictObject({type: z.string().regex(/^[a-zA-Z-]+$/, 'must be a field type such as colorpicker'), control: sentence, extra: z.array(property)}),
    } satisfies Table<OverlayData['fieldTypes'][number]>,
    {name: 'reservedFields', rows: data.reservedFields, key: (row) => row.name, shape: property} satisfies Table<OverlayData['reservedFields'][number]>,
    {
      name: 'alertPlaceholders',
      rows: data.alertPlaceholders,
      key: (row) => row.name,
      shape: z.strictObject({name: z.string().regex(/^[a-zA-Z]+$/, 'must be one word'), meaning: sentence, example: text, aliases: z.array(z.string().regex(/^[a-zA-Z]+$/, 'must be one word')).optional()}),
    } satisfies Table<OverlayData['alertPlaceholders'][number]>,
    {
      name: 'alertPlaceholderNames',
      rows: data.alertPlaceholders.flatMap((row) => [row.name, ...(row.aliases ?? [])]),
      key: (name) => name,
      shape: z.unknown(),
    } satisfies Table<string>,
    {
      name: 'editorShortcuts',
      rows: data.editorShortcuts,
      key: (row) => row.action,
      shape: z.strictObject({combos: z.array(z.array(text).min(1)).min(1, 'must list a key combination'), action: sentence}),
    } satisfies Table<OverlayData['editorShortcuts'][number]>,
    {
      name: 'seApiMethods',
      rows: data.seApiMethods,
      key: (row) => row.call,
      shape: z.strictObject({call: z.string().regex(/^SE_API\.[\w.]+\(.*\)$/, 'must be a call such as SE_API.store.get(key)'), returns: text, meaning: sentence}),
    } satisfies Table<OverlayData['seApiMethods'][number]>,
  ];
  return list as unknown as Table<unknown>[];
}

/** Tables that are views of another export are filed under that export. */
const exportOf: Record<string, string> = {sessionKeys: 'sessionGroups', alertPlaceholderNames: 'alertPlaceholders'};

export function validateOverlays(context: DataContext, data: OverlayData = overlayData): Problem[] {
  const problems = tables(data).flatMap((table) => tableProblems(table, context.fileOf('overlays', exportOf[table.name] ?? table.name)));
  const documented = new Set(data.windowEvents.flatMap((event) => event.detail.map((field) => `${event.name} ${field.path}`)));
  for (const [event, path] of Object.entries(sessionDataPath)) {
    if (!documented.has(`${event} ${path}`))
      problems.push({file: context.fileOf('overlays', 'windowEvents'), message: `windowEvents "${event}" detail: must document ${path}, where the session data sits (sessionDataPath)`});
  }
  return problems;
}
