import {bot, channelSlug, twitchOnly, viewer} from '../chat';
import {site} from '../../../site';
import type {Command} from '../types';

const entry: Command = {
  name: 'giveaway',
  summary: 'Shows the name of the giveaway that is running and the link to enter it.',
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!giveaway'],
  arguments: [],
  platforms: twitchOnly,
  examples: [
    {
      title: 'With and without a giveaway running',
      lines: [
        viewer('PixelPine', '!giveaway'),
        bot(`@PixelPine, Current giveaway: "Cozy Game Bundle" ${site.homepage}/${channelSlug}/giveaway/6f3a9c21d0e4b8a1c2d3e4f5`),
        viewer('VelvetFox', '!giveaway'),
        bot('@VelvetFox, There is currently no giveaway running!'),
      ],
    },
  ],
  edgeCases: [{situation: 'No giveaway is running', outcome: 'The bot says so. Giveaways are set up in the Loyalty section of the dashboard; the Giveaways module page lists their settings.'}],
  relatedCommands: ['ticket', 'raffle', 'sraffle'],
  seeAlso: [{label: 'Giveaways module', to: '/chatbot/modules/giveaways'}],
};

export default entry;
