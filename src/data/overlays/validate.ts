/**
 * The build's check of the custom widget and overlay reference tables: every row against its
 * schema (./schema.ts), keys used once, and the tables agreeing with each other (a sample payload
 * names a real listener, session data sits at a path the window events document).
 */
import {z} from 'zod';
import {tableProblems, type Table} from '../validation/tables';
import type {DataContext, Problem} from '../validation/problems';
import {alertPlaceholders} from './alertPlaceholders';
import {chatMessageFields} from './chatMessage';
import {commonProperties, fieldTypes, reservedFields} from './fields';
import {samplePayloads} from './samplePayloads';
import {seApiMethods} from './seApi';
import {sessionDataPath, sessionGroups} from './sessionKeys';
import {editorShortcuts} from './shortcuts';
import {alertEventFields, listeners, windowEvents} from './widgetEvents';
import {
  alertPlaceholderSchema,
  apiMethodSchema,
  chatFieldSchema,
  detailFieldSchema,
  fieldPropertySchema,
  fieldTypeSchema,
  listenerSchema,
  samplePayloadSchema,
  sessionGroupSchema,
  shortcutSchema,
  windowEventSchema,
} from './schema';

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

/** A sample payload is named by its listener, and its variant where it has one. */
const sampleKey = (row: OverlayData['samplePayloads'][number]) => (row.variant ? `${row.listener} (${row.variant})` : row.listener);

function tables(data: OverlayData): Table<unknown>[] {
  const list = [
    {name: 'windowEvents', rows: data.windowEvents, key: (row) => row.name, shape: windowEventSchema} satisfies Table<OverlayData['windowEvents'][number]>,
    {name: 'listeners', rows: data.listeners, key: (row) => row.name, shape: listenerSchema} satisfies Table<OverlayData['listeners'][number]>,
    {name: 'alertEventFields', rows: data.alertEventFields, key: (row) => row.path, shape: detailFieldSchema} satisfies Table<OverlayData['alertEventFields'][number]>,
    {name: 'chatMessageFields', rows: data.chatMessageFields, key: (row) => row.path, shape: chatFieldSchema} satisfies Table<OverlayData['chatMessageFields'][number]>,
    {
      name: 'samplePayloads',
      rows: data.samplePayloads,
      key: sampleKey,
      shape: samplePayloadSchema,
    } satisfies Table<OverlayData['samplePayloads'][number]>,
    {name: 'sessionGroups', rows: data.sessionGroups, key: (row) => row.title, shape: sessionGroupSchema} satisfies Table<OverlayData['sessionGroups'][number]>,
    {
      name: 'sessionKeys',
      rows: data.sessionGroups.flatMap((group) => group.keys),
      key: (row) => row.key,
      shape: z.unknown(),
    } satisfies Table<OverlayData['sessionGroups'][number]['keys'][number]>,
    {name: 'commonProperties', rows: data.commonProperties, key: (row) => row.name, shape: fieldPropertySchema} satisfies Table<OverlayData['commonProperties'][number]>,
    {name: 'fieldTypes', rows: data.fieldTypes, key: (row) => row.type, shape: fieldTypeSchema} satisfies Table<OverlayData['fieldTypes'][number]>,
    {name: 'reservedFields', rows: data.reservedFields, key: (row) => row.name, shape: fieldPropertySchema} satisfies Table<OverlayData['reservedFields'][number]>,
    {name: 'alertPlaceholders', rows: data.alertPlaceholders, key: (row) => row.name, shape: alertPlaceholderSchema} satisfies Table<OverlayData['alertPlaceholders'][number]>,
    {
      name: 'alertPlaceholderNames',
      rows: data.alertPlaceholders.flatMap((row) => [row.name, ...(row.aliases ?? [])]),
      key: (name) => name,
      shape: z.unknown(),
    } satisfies Table<string>,
    {name: 'editorShortcuts', rows: data.editorShortcuts, key: (row) => row.action, shape: shortcutSchema} satisfies Table<OverlayData['editorShortcuts'][number]>,
    {name: 'seApiMethods', rows: data.seApiMethods, key: (row) => row.call, shape: apiMethodSchema} satisfies Table<OverlayData['seApiMethods'][number]>,
  ];
  return list as unknown as Table<unknown>[];
}

/** Tables that are views of another export are filed under that export. */
const exportOf: Record<string, string> = {sessionKeys: 'sessionGroups', alertPlaceholderNames: 'alertPlaceholders'};

export function validateOverlays(context: DataContext, data: OverlayData = overlayData): Problem[] {
  const problems = tables(data).flatMap((table) => tableProblems(table, context.fileOf('overlays', exportOf[table.name] ?? table.name)));
  const listenerNames = new Set(data.listeners.map((listener) => listener.name));
  for (const sample of data.samplePayloads)
    if (!listenerNames.has(sample.listener))
      problems.push({
        file: context.fileOf('overlays', 'samplePayloads'),
        message: `samplePayloads "${sampleKey(sample)}" listener: must be the name of a listener in src/data/overlays/widgetEvents.ts`,
      });
  const documented = new Set(data.windowEvents.flatMap((event) => event.detail.map((field) => `${event.name} ${field.path}`)));
  for (const [event, path] of Object.entries(sessionDataPath)) {
    if (!documented.has(`${event} ${path}`))
      problems.push({file: context.fileOf('overlays', 'windowEvents'), message: `windowEvents "${event}" detail: must document ${path}, where the session data sits (sessionDataPath)`});
  }
  return problems;
}
