import {allTokenTypes, channelRoom, draft07} from '../shared';
import type {Topic} from '../types';

/** What a channel.overlay.broadcast event may carry. */
export const overlayBroadcastLimits = {eventNameMaxCharacters: 256, payloadMaxKB: 5} as const;

/** The `target` that reaches every overlay of the channel; any other value is one overlay's ID. */
export const broadcastToAll = 'global';

/** What the chatbot broadcasts when someone uses !kappagen: this event name, to every overlay. */
export const kappagenBroadcast = {event: 'emotesplosion-kappagen', target: broadcastToAll} as const;

const topic: Topic = {
  name: 'channel.overlay.broadcast',
  position: 9,
  slug: 'channel-overlay-broadcast',
  title: 'Overlay broadcast',
  summary: 'Custom events for the channel’s overlays: an event name, a target and a small payload of your own.',
  scope: 'overlays:broadcast',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: {
    $schema: draft07,
    type: 'object',
    required: ['target', 'event', 'data'],
    properties: {
      target: {
        type: 'string',
        description: `Which overlays receive it: \`${broadcastToAll}\` for every overlay of the channel, or one overlay’s ID for that overlay only.`,
        examples: [broadcastToAll],
      },
      event: {type: 'string', description: `The event name, up to ${overlayBroadcastLimits.eventNameMaxCharacters} characters.`, examples: [kappagenBroadcast.event]},
      data: {type: 'object', description: `The payload, up to ${overlayBroadcastLimits.payloadMaxKB} KB.`},
    },
  },
  examples: [
    {
      title: 'A scoreboard update for one overlay',
      id: '01K30D4F6H8K0M2P4R6T8W0Y2A',
      ts: '2026-06-02T21:15:44Z',
      data: {target: '6651c0f4a28e9b0017d3e6a9', event: 'scoreboard-refresh', data: {red: 4, blue: 2}},
    },
    {
      title: 'A banner text for every overlay',
      id: '01K30D7J9M1P3S5V7X9Z1B3D5F',
      ts: '2026-06-02T21:31:02Z',
      data: {target: broadcastToAll, event: 'banner-text', data: {text: 'Next match in 10 minutes'}},
    },
  ],
};

export default topic;
