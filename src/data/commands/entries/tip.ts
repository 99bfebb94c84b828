import {needs} from '../requirements';
import {allPlatforms, bot, channelSlug, streamer, viewer} from '../chat';
import {site} from '../../../site';
import type {Command} from '../types';

const entry: Command = {
  name: 'tip',
  summary: "Posts the link to the channel's tipping page.",
  userLevel: 'everyone',
  aliases: ['!donate'],
  syntax: ['!tip'],
  arguments: [],
  needs: [needs.tipping],
  platforms: allPlatforms,
  examples: [{title: 'Asking how to tip', lines: [viewer('VelvetFox', '!tip'), bot(`You can Tip to ${streamer} using this link ${site.homepage}/${channelSlug}/tip`)]}],
  edgeCases: [],
  relatedCommands: ['commands', 'items'],
};

export default entry;
