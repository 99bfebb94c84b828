import {emoteList} from '../phrases';

export default emoteList({
  name: 'bttvemotes',
  what: 'BetterTTV (BTTV) emotes',
  command: 'bttv',
  caption: 'A command that lists your BetterTTV emotes',
  emotes: 'tinyDance mossWave ohNoBread',
});
