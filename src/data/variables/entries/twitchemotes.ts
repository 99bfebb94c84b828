import {emoteList} from '../phrases';

export default emoteList({
  name: 'twitchemotes',
  what: 'Twitch subscriber emotes',
  command: 'subemotes',
  caption: 'Showing viewers what a subscription unlocks',
  emotes: 'pandaHype pandaWave pandaGG pandaCry',
  platforms: ['twitch'],
  platformNotes: ['Reads the Twitch subscriber emotes of your channel; the three other lists cover 7TV, BetterTTV and FrankerFaceZ.'],
  extraTags: ['twitch'],
});
