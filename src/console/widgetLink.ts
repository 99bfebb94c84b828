/**
 * "Send to widget playground": turns a tip or an activity into the event a custom widget receives,
 * and builds the playground address `/overlays/custom-widget?try=<listener>#event=<base64url JSON>`.
 * Listener names come from src/data/overlays/widgetEvents.ts, so a renamed listener fails the tests.
 */
import {listeners} from '../data/overlays/widgetEvents';
import type {ServerMessage} from './protocol';

export const playgroundPath = '/overlays/custom-widget';

/** Activity types that have a `-latest` listener of their own. */
const activityListeners: Record<string, string> = {
  follow: 'follower-latest',
  subscriber: 'subscriber-latest',
  host: 'host-latest',
  cheer: 'cheer-latest',
  tip: 'tip-latest',
  raid: 'raid-latest',
  merch: 'merch-latest',
};

export interface WidgetEvent {
  listener: string;
  event: Record<string, unknown>;
}

type Plain = Record<string, unknown>;
const record = (value: unknown): Plain => (value && typeof value === 'object' ? (value as Plain) : {});

/** The widget event for a topic message, or undefined when no listener fits it. */
export function widgetEventFor(message: ServerMessage): WidgetEvent | undefined {
  const data = record(message.data);
  if (message.topic === 'channel.tips' || message.topic === 'channel.tips.moderation') {
    const donation = record(data.donation);
    return known({listener: 'tip-latest', event: {name: record(donation.user).username, amount: donation.amount, message: donation.message}});
  }
  if (message.topic === 'channel.activities') {
    const listener = activityListeners[String(data.type)];
    if (!listener) return undefined;
    const who = record(data.data);
    const event: Plain = {name: who.displayName ?? who.username};
    // Amount and message are not documented fields of an activity; passed on when they are there.
    for (const field of ['amount', 'message']) if (who[field] !== undefined) event[field] = who[field];
    return known({listener, event});
  }
  return undefined;
}

function known(widgetEvent: WidgetEvent): WidgetEvent | undefined {
  return listeners.some((listener) => listener.name === widgetEvent.listener) ? widgetEvent : undefined;
}

export function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function playgroundLink(widgetEvent: WidgetEvent): string {
  return `${playgroundPath}?try=${encodeURIComponent(widgetEvent.listener)}#event=${base64url(JSON.stringify(widgetEvent))}`;
}
