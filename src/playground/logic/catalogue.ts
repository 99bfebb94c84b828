/**
 * The events the playground can send, generated from the documented listeners: one entry per
 * listener in src/data/overlays/widgetEvents, plus each extra form the sample data gives (gifts).
 * A listener added to the data appears here without any change to the playground.
 */
import {alertEventFields, listeners, type Listener} from '@site/src/data/overlays/widgetEvents';
import {samplePayloads} from '@site/src/data/overlays/samplePayloads';

export interface CatalogueEntry {
  /** Unique id: the listener name, or `listener~variant` for a variant. */
  id: string;
  listener: string;
  label: string;
  when: string;
  /** Why the listener is not confirmed, as its page says (`unconfirmed` in the data). */
  unconfirmed?: string;
  /** Alerts (`-latest` listeners) go through the alert queue and update the session. */
  isAlert: boolean;
  payload: Record<string, unknown>;
}

export const isAlertListener = (name: string): boolean => name.endsWith('-latest');

/** What a `-latest` event looks like when the sample data has no example for it. */
function alertPayloadFromFields(listener: string): Record<string, unknown> {
  const kind = listener.replace(/-latest$/, '');
  const payload: Record<string, unknown> = {};
  for (const {path} of alertEventFields) {
    if (path === 'name') payload.name = `sample_${kind.toLowerCase()}`;
    else if (path === 'amount') payload.amount = 1;
    else if (path === 'message') payload.message = '';
  }
  return payload;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function entry(listener: Listener, variant?: {name: string; event: Record<string, unknown>}): CatalogueEntry {
  const plain = samplePayloads.find((sample) => sample.listener === listener.name && !sample.variant);
  const payload = variant?.event ?? plain?.event ?? (isAlertListener(listener.name) ? alertPayloadFromFields(listener.name) : {});
  return {
    id: variant ? `${listener.name}~${variant.name}` : listener.name,
    listener: listener.name,
    label: variant ? `${listener.name} (${variant.name})` : listener.name,
    when: listener.when,
    ...(listener.unconfirmed ? {unconfirmed: listener.unconfirmed} : {}),
    isAlert: isAlertListener(listener.name),
    payload: clone(payload),
  };
}

/** Every documented listener, in the data's order, each followed by its variants. */
export function buildCatalogue(source: readonly Listener[] = listeners): CatalogueEntry[] {
  return source.flatMap((listener) => [
    entry(listener),
    ...samplePayloads.filter((sample) => sample.listener === listener.name && sample.variant).map((sample) => entry(listener, {name: sample.variant!, event: sample.event})),
  ]);
}

export const catalogue: readonly CatalogueEntry[] = buildCatalogue();

/** The events the page sends the widget itself, beside the catalogue's. */
export const windowEventIds = ['onWidgetLoad', 'onSessionUpdate'] as const;

export const isWindowEvent = (id: string): boolean => (windowEventIds as readonly string[]).includes(id);

export const findEntry = (id: string): CatalogueEntry | undefined => catalogue.find((candidate) => candidate.id === id);
