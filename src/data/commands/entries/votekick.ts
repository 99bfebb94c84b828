import {needs} from '../requirements';
import {bot, moderator, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'votekick',
  summary: 'Starts a chat vote on timing out a viewer.',
  userLevel: 'moderator',
  levelNote: 'Once a vote is running, every viewer can take part.',
  aliases: [],
  syntax: ['!votekick <username> [duration]'],
  arguments: [
    {name: '<username>', required: true, description: 'The viewer the vote is about.'},
    {name: '[duration]', required: false, description: 'How long the vote stays open, with s, m or h, such as 90s or 3m. The module’s vote duration is used when left out.'},
  ],
  cooldown: {note: 'Set in the Votekick module.'},
  needs: [needs.votekick],
  platforms: twitchOnly,
  examples: [
    {
      title: 'A vote with the usual length, and a two-minute one',
      lines: [
        moderator('ModMira', '!votekick NoisyNed'),
        bot('Vote started to kick NoisyNed! Type !yes or !no to vote. (Vote ends in 60s)'),
        moderator('ModMira', '!votekick CapsLockCarl 2m'),
        bot('Vote started to kick CapsLockCarl! Type !yes or !no to vote. (Vote ends in 120s)'),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['nuke', 'permit'],
};

export default entry;
