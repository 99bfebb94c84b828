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
    {name: '[duration]', required: false, description: 'How long the vote stays open. The module’s voting duration is used when left out.'},
  ],
  cooldown: {note: 'Set in the Votekick module.'},
  needs: [needs.votekick],
  notes: [
    {text: 'How chat votes: with !yes and !no (this page) or with the Yea and Nay keywords set in the module (the Votekick module page). Tell chat which before a vote.', unconfirmed: true},
    {text: 'How a duration is typed: with s, m or h such as 90s or 3m (this page), or in seconds (the module page). Try one before a vote that matters.', unconfirmed: true},
    {text: 'When a vote passes: at a yes-vote threshold you set (this page), or at the module’s minimum votes with at least 51 % yes (the module page). Check your dashboard.', unconfirmed: true},
  ],
  platforms: twitchOnly,
  examples: [
    {
      title: 'A vote with the usual length, and a two-minute one, as this page shows them',
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
