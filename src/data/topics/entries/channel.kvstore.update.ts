import {allTokenTypes, channelRoom} from '../shared';
import type {Topic} from '../types';

const topic: Topic = {
  name: 'channel.kvstore.update',
  position: 11,
  slug: 'channel-kvstore-update',
  title: 'Key-value store update',
  summary: 'A value in the channel’s key-value store changed.',
  scope: 'kvstore:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  // The reference documents no payload fields for this topic, so there is no schema to show.
  examples: [],
};

export default topic;
