import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'redeem',
  summary: 'Buys an item from the loyalty store with your points.',
  userLevel: 'everyone',
  aliases: ['!buy'],
  syntax: ['!redeem <item_name>'],
  arguments: [{name: '<item_name>', required: true, description: 'The item’s name as the store shows it (see !items).'}],
  needs: [needs.loyaltyStore],
  notes: [
    {
      text: 'The success reply: “@<viewer> successfully redeemed <item> for <cost> points!” on this page, “@<viewer>, you successfully redeemed <item> for <cost> points.” on the ${redeem} page. Expect either.',
      unconfirmed: true,
    },
  ],
  platforms: twitchOnly,
  examples: [
    {
      title: 'A purchase and two refusals',
      lines: [
        viewer('TacoRanger', '!redeem Confetti Cannon'),
        bot('@TacoRanger successfully redeemed Confetti Cannon for 250 points!'),
        viewer('TacoRanger', '!redeem Studio Tour'),
        bot('@TacoRanger, you do not have enough points to redeem Studio Tour (Cost: 8000).'),
        viewer('TacoRanger', '!redeem Retired Hat'),
        bot('@TacoRanger, item "Retired Hat" not found or is not available.'),
      ],
    },
  ],
  edgeCases: [
    {situation: 'The item costs more than your balance', outcome: 'Nothing is bought; the bot names the item’s cost.'},
    {situation: 'The name is misspelled, or the item is switched off', outcome: 'The bot says the item was not found or is not available. Moderators may have closed the store with !closestore or !disablesfx.'},
  ],
  relatedCommands: ['items', 'points', 'openstore', 'enablesfx'],
};

export default entry;
