import {needs} from '../requirements';
import {allPlatforms, bot, broadcaster, moderator, streamer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'timer',
  summary: 'Turns one of your chat timers on or off from chat.',
  userLevel: 'moderator',
  aliases: [],
  syntax: ['!timer <enable | disable> <timer_id_or_name>'],
  arguments: [
    {name: '<enable | disable>', required: true, description: 'enable to switch the timer on, disable to switch it off.'},
    {name: '<timer_id_or_name>', required: true, description: 'The timer’s name or id, as set in the dashboard.'},
  ],
  needs: [needs.timer],
  platforms: allPlatforms,
  examples: [
    {
      title: 'Switching two timers',
      lines: [
        moderator('ModMira', '!timer enable merchReminder'),
        bot('@ModMira, timer merchReminder has been enabled.'),
        broadcaster('!timer disable charityGoal'),
        bot(`@${streamer}, timer charityGoal has been disabled.`),
      ],
    },
  ],
  edgeCases: [{situation: 'The timer does not exist yet', outcome: 'Create it in the dashboard first; !timer only switches existing timers.'}],
  relatedCommands: ['command', 'module'],
};

export default entry;
