import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'wrongsong',
  summary: 'Removes the last song you requested from the media request queue.',
  userLevel: 'everyone',
  aliases: ['!ctrl-z', '!heybuddyithinkyougotthewrongsong'],
  syntax: ['!wrongsong', '!ctrl-z'],
  arguments: [],
  cooldown: {perUserSeconds: 10},
  needs: [needs.mediaRequest],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Taking back a request',
      lines: [
        viewer('TacoRanger', '!wrongsong'),
        bot('@TacoRanger Removed your last song from the queue: Accordion Polka Remix by Squeezebox Sam'),
        viewer('TacoRanger', '!ctrl-z'),
        bot("@TacoRanger You haven't requested any songs recently."),
      ],
    },
  ],
  edgeCases: [{situation: 'You want an older request removed', outcome: 'Only the last one can be taken back this way; ask a moderator to use !removesong for others.'}],
  relatedCommands: ['songrequest', 'when', 'removesong', 'songqueue'],
};

export default entry;
