import {needs} from '../requirements';
import {allPlatforms, bot, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: '8ball',
  summary: 'Answers a yes-or-no question with a random magic 8-ball reply.',
  userLevel: 'everyone',
  aliases: ['!eightball', '!69ball', '!420ball'],
  syntax: ['!8ball [question]'],
  arguments: [{name: '[question]', required: false, description: 'The yes-or-no question you want answered.'}],
  cooldown: {perUserSeconds: 10, globalSeconds: 3},
  needs: [needs.eightball],
  notes: [{text: 'Whether an answer comes alone (this page) or after "The 8ball says:" (the 8ball module page) is not confirmed; ask once to see your channel’s form.', unconfirmed: true}],
  platforms: allPlatforms,
  examples: [
    {
      title: 'Two questions for the 8-ball',
      lines: [
        viewer('TacoRanger', '!8ball Will the boss go down on this attempt?'),
        bot('It is decidedly so.'),
        viewer('LunaByte', '!eightball Should we stay up for one more round?'),
        bot('Cannot predict now.'),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['roulette', 'slots', 'quote'],
};

export default entry;
