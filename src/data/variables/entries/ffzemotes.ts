import {emoteList} from '../phrases';

export default emoteList({
  name: 'ffzemotes',
  what: 'FrankerFaceZ (FFZ) emotes',
  command: 'ffz',
  caption: 'A command that lists your FrankerFaceZ emotes',
  emotes: 'sleepyOwl GigaToast wobbleHat',
});
