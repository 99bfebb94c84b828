import {emoteList} from '../phrases';

export default emoteList({
  name: '7tvemotes',
  what: '7TV emotes',
  command: '7tv',
  caption: 'A command that lists your 7TV emotes',
  emotes: 'frogNod bonkCat HyperChair snackTime',
});
