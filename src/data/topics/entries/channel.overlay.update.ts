import {allTokenTypes, channelRoom, draft07, objectId, timestamp} from '../shared';
import type {Topic} from '../types';

const topic: Topic = {
  name: 'channel.overlay.update',
  position: 10,
  slug: 'channel-overlay-update',
  title: 'Overlay update',
  summary: 'An overlay’s configuration changed, for example a widget was added, removed or edited; the message holds the whole new configuration.',
  scope: 'overlays:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: {
    $schema: draft07,
    type: 'object',
    description: 'The overlay after the change, complete.',
    properties: {
      settings: {
        type: 'object',
        description: 'The canvas.',
        properties: {
          width: {type: 'number', description: 'Canvas width in pixels.'},
          height: {type: 'number', description: 'Canvas height in pixels.'},
          name: {type: 'string', description: 'Label of the resolution, such as `1080p`; not the overlay’s name.'},
        },
      },
      _id: objectId('ID of the overlay.'),
      channel: objectId('Channel ID of the channel that owns it.'),
      type: {type: 'string', description: 'Kind of overlay.', examples: ['regular', 'campaign']},
      name: {type: 'string', description: 'The overlay’s own name, as it shows in your overlay list.'},
      preview: {type: 'string', description: 'Address of its preview image.'},
      widgets: {
        type: 'array',
        description: 'Every widget on the overlay, with its whole configuration.',
        items: {
          type: 'object',
          description: 'One widget. Besides these fields, each kind of widget adds its own parts, such as `listeners` or `text`.',
          properties: {
            id: {type: ['number', 'string'], description: 'ID of the widget within the overlay.'},
            type: {type: 'string', description: 'Kind of widget; the list of kinds is not documented.', examples: ['se-widget-alert-box', 'text']},
            name: {type: ['string', 'null'], description: 'The name given in the editor; `null` when none was given.'},
            visible: {type: 'boolean', description: 'Whether it is shown.'},
            locked: {type: 'boolean', description: 'Whether it is locked in the editor.'},
            css: {type: 'object', description: 'Its position and layering, as CSS properties such as `top`, `left` and `z-index`.'},
            provider: {type: 'string', description: 'Platform the widget is set up for.', examples: ['twitch', 'youtube', 'kick']},
          },
        },
      },
      mobile: {type: 'boolean', description: 'Whether it is a mobile overlay.'},
      campaign: {type: 'boolean', description: 'Whether it belongs to a sponsorship campaign.'},
      favorite: {type: 'boolean', description: 'Whether it is marked as a favourite.'},
      createdAt: timestamp('When the overlay was created'),
      updatedAt: timestamp('When it last changed'),
    },
  },
  examples: [
    {
      title: 'A text widget was edited',
      id: '01K30F2H4K6M8P0R2T4W6Y8A0C',
      ts: '2026-06-04T17:08:19Z',
      data: {
        settings: {width: 1920, height: 1080, name: '1080p'},
        _id: '6651c0f4a28e9b0017d3e6a9',
        channel: '64f0c3a9d21b7e0012c4a5b6',
        type: 'regular',
        name: 'Starting soon',
        preview: 'https://cdn.example.com/overlay-previews/starting-soon.png',
        widgets: [
          {
            id: 1,
            type: 'text',
            name: 'Countdown caption',
            visible: true,
            locked: false,
            css: {'z-index': 3, top: '820px', left: '120px'},
            text: {type: 'text', value: 'Stream starts shortly'},
            provider: 'twitch',
          },
        ],
        mobile: false,
        campaign: false,
        favorite: false,
        createdAt: '2026-02-20T10:31:07.000Z',
        updatedAt: '2026-06-04T17:08:18.944Z',
      },
    },
  ],
};

export default topic;
