import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'top',
  summary: 'Lists the leading viewers by points or by watch time.',
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!top [type]'],
  arguments: [
    {
      name: '[type]',
      required: false,
      description:
        'Which list: points (current points), alltime (watch time over the channel’s whole history), online or offline (the watch-time lists). Leave it out for the points list, as with points.',
    },
  ],
  needs: [needs.loyalty],
  notes: [
    {text: 'alltime ranks viewers by their total watch time, not by points earned over all time.'},
    {text: 'Every list names the top five viewers.'},
  ],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Points and watch-time lists',
      lines: [
        viewer('VelvetFox', '!top points'),
        bot('Top 5 Acorns: 1. MossyMarten (48210), 2. TacoRanger (40100), 3. LunaByte (37950), 4. PixelPine (30020), 5. VelvetFox (29990)'),
        viewer('VelvetFox', '!top online'),
        bot('Top 5 Online Watchtime: 1. TacoRanger (61h 5m), 2. LunaByte (58h 40m), 3. MossyMarten (52h 12m), 4. QuietKettle (47h 0m), 5. PixelPine (45h 30m)'),
      ],
    },
    {
      title: 'Without a type: the points list',
      lines: [
        viewer('SproutSpark', '!top'),
        bot('Top 5 Acorns: 1. MossyMarten (48210), 2. TacoRanger (40100), 3. LunaByte (37950), 4. PixelPine (30020), 5. VelvetFox (29990)'),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['points', 'watchtime', 'leaderboard'],
};

export default entry;
