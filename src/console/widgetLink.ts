/**
 * "Send to widget playground": turns a tip, an activity, a chatbot counter or a Twitch or YouTube
 * chat message into the event a custom widget receives, and builds the playground address
 * `/overlays/custom-widget?try=<listener>#event=<base64url JSON>`. Listener names come from
 * src/data/overlays/widgetEvents.ts, so a renamed listener fails the tests.
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
  if (message.topic === 'channel.chatbot.counters') return known({listener: 'bot:counter', event: {counter: data.counter, value: data.value}});
  if (message.topic === 'channel.chat.message') {
    const chat = chatMessageFor(data, message.ts);
    return chat && known({listener: 'message', event: {data: chat}});
  }
  return undefined;
}

/**
 * A widget's chat message (`event.data`) from a websocket chat message, for the fields both describe.
 * Twitch: names, IDs, colour, badges as type and version, emotes with their place in the text. YouTube:
 * the author and text, plus YouTube's own records, which widgets also get. Kick messages have no
 * documented widget form, so they are not offered. The widget's `time` is the message's `ts`.
 */
function chatMessageFor(data: Plain, ts: string | undefined): Plain | undefined {
  const time = ts === undefined ? undefined : Date.parse(ts);
  const sent = time !== undefined && Number.isFinite(time) ? {time} : {};
  if (typeof data.chatter_user_login === 'string') {
    const body = record(data.message);
    const text = String(body.text ?? '');
    let offset = 0;
    const emotes: Plain[] = [];
    for (const fragment of Array.isArray(body.fragments) ? body.fragments.map(record) : []) {
      const part = String(fragment.text ?? '');
      const emote = record(fragment.emote);
      if (fragment.type === 'emote' && emote.id !== undefined) emotes.push({type: 'twitch', name: part, id: emote.id, start: offset, end: offset + part.length - 1});
      offset += part.length;
    }
    const badges = Array.isArray(data.badges) ? data.badges.map(record).map((badge) => ({type: badge.set_id, version: badge.id})) : [];
    return {
      text,
      nick: data.chatter_user_login,
      displayName: data.chatter_user_name ?? data.chatter_user_login,
      userId: data.chatter_user_id,
      msgId: data.message_id,
      channel: data.broadcaster_user_login,
      ...sent,
      displayColor: data.color ?? null,
      badges,
      emotes,
    };
  }
  if (data.kind === 'youtube#liveChatMessage') {
    const author = record(data.authorDetails);
    const snippet = record(data.snippet);
    return {
      text: String(snippet.displayMessage ?? ''),
      nick: author.displayName,
      displayName: author.displayName,
      userId: author.channelId,
      msgId: data.id,
      ...sent,
      displayColor: null,
      badges: [],
      emotes: [],
      avatar: author.profileImageUrl,
      authorDetails: author,
      snippet,
      kind: data.kind,
      etag: data.etag,
      id: data.id,
    };
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
