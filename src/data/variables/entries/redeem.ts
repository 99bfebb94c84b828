import {defineVariable} from '../define';

/**
 * `${redeem}` (updates-2026b; 2026c: Twitch only, literal text on YouTube, and the confirmation's
 * two wordings as unsure). Its own page since updates-2026c (new_pages.dedicated_pages_optional).
 */
export default defineVariable({
  name: 'redeem',
  summary: 'Redeems a loyalty store item for the chatter who ran the command.',
  syntax: [
    {form: '${redeem}', meaning: 'Redeems the store item named like the command, without its `!`, for the sender.'},
    {form: '${redeem <item>}', meaning: 'Redeems the named store item for the sender.'},
    {form: '${redeem <item> <input>}', meaning: 'The same, passing a value to an item that asks the viewer for one.'},
  ],
  parameters: [
    {name: '<item>', required: false, meaning: 'The store item’s name, matched in any mix of capitals. Left out, the command’s own name is used.'},
    {name: '<input>', required: false, meaning: 'A value for an item that asks for one. Left out, the second word of the chatter’s message is used.'},
  ],
  output: 'The store’s own answer, which replaces the whole reply: a confirmation, or the reason the item could not be redeemed.',
  examples: [
    {
      title: 'A store item with its own command',
      setup: '!command add !hydrate ${redeem}',
      lines: [{role: 'viewer', name: 'PixelPanda', text: '!hydrate'}],
      result: 'The store redeems its item called hydrate for PixelPanda, and the bot posts the store’s confirmation with the item and its cost in points.',
    },
    {
      title: 'An item that takes the viewer’s words',
      setup: '!command add !dedicate ${redeem shoutout ${1:}}',
      lines: [{role: 'viewer', name: 'sunnyotter', text: '!dedicate the night shift crew'}],
      result: 'The shoutout item is redeemed with the words after the command as its input, and the store’s answer is the whole reply.',
    },
  ],
  notes: [
    {kind: 'behaviour', text: 'It spends loyalty points on a store item; it has nothing to do with the platform’s own channel points.'},
    {kind: 'behaviour', text: 'The whole reply is replaced by the store’s answer, so text around the variable is never posted.'},
    {
      kind: 'behaviour',
      text: 'Which wording the confirmation has, “@PixelPanda successfully redeemed Hydrate for 300 points!” or “@PixelPanda, you successfully redeemed Hydrate for 300 points.”: redeem once to see.',
      unconfirmed: true,
    },
    {kind: 'limit', text: 'Items with requirements can only be redeemed on the website, not through this variable.'},
  ],
  platforms: ['twitch'],
  literalOn: ['youtube'],
  relatedVariables: ['pointsname', 'sender'],
  relatedCommands: ['redeem'],
  tags: ['variables', 'chatbot', 'loyalty-points'],
});
