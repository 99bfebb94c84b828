import {site} from '../../site';
import type {Command} from './types';
import {bot, broadcaster, channelSlug, moderator, streamer, twitchOnly, viewer} from './chat';
import {needs} from './requirements';

/** The loyalty store: browsing, buying, and switching items on and off in bulk. */
export const storeCommands: readonly Command[] = [
  {
    name: 'items',
    summary: "Posts the link to the channel's loyalty store.",
    userLevel: 'everyone',
    aliases: ['!store'],
    syntax: ['!items'],
    arguments: [],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Asking for the store',
        lines: [viewer('SproutSpark', '!items'), bot(`Check out the available items here: ${site.homepage}/${channelSlug}/store`)],
      },
    ],
    edgeCases: [],
    relatedCommands: ['redeem', 'points', 'openstore', 'closestore'],
  },
  {
    name: 'redeem',
    summary: 'Buys an item from the loyalty store with your points.',
    userLevel: 'everyone',
    aliases: ['!buy'],
    unconfirmedAliases: ['!buy'],
    syntax: ['!redeem <item_name>'],
    arguments: [{name: '<item_name>', required: true, description: 'The item’s name as the store shows it (see !items).'}],
    needs: [needs.loyaltyStore],
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
  },
  {
    name: 'openstore',
    summary: 'Switches the regular (not sound effect) loyalty store items back on.',
    userLevel: 'moderator',
    aliases: [],
    syntax: ['!openstore'],
    arguments: [],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Opening the store, then again with nothing closed',
        lines: [
          moderator('ModMira', '!openstore'),
          bot('@ModMira, successfully updated 12 items. (Store opened)'),
          broadcaster('!openstore'),
          bot(`@${streamer}, No disabled regular store items found.`),
        ],
      },
    ],
    edgeCases: [{situation: 'No regular item is switched off', outcome: 'The bot says it found no disabled regular items; nothing changes.'}],
    relatedCommands: ['closestore', 'enablesfx', 'disablesfx', 'redeem', 'items'],
  },
  {
    name: 'closestore',
    summary: 'Switches off all regular (not sound effect) loyalty store items at once.',
    userLevel: 'moderator',
    aliases: [],
    syntax: ['!closestore'],
    arguments: [],
    platforms: twitchOnly,
    examples: [{title: 'Closing the store', lines: [moderator('ModMira', '!closestore'), bot('@ModMira, successfully updated 12 items.')]}],
    edgeCases: [{situation: 'Sound effects can still be bought', outcome: 'That is expected: !closestore leaves them alone. Use !disablesfx for those.'}],
    relatedCommands: ['openstore', 'disablesfx', 'enablesfx', 'redeem'],
  },
  {
    name: 'disablesfx',
    summary: 'Switches off every sound effect item in the loyalty store.',
    userLevel: 'moderator',
    aliases: ['!closesfx'],
    unconfirmedAliases: ['!closesfx'],
    syntax: ['!disablesfx'],
    arguments: [],
    needs: [needs.sfxItems],
    platforms: twitchOnly,
    examples: [{title: 'Silencing sound effects', lines: [moderator('ModMira', '!disablesfx'), bot('@ModMira, successfully updated 4 items.')]}],
    edgeCases: [{situation: 'Other store items can still be bought', outcome: 'That is expected: only sound effects are switched off. Use !closestore for the rest.'}],
    relatedCommands: ['enablesfx', 'closestore', 'openstore', 'redeem'],
  },
  {
    name: 'enablesfx',
    summary: 'Switches the loyalty store’s sound effect items back on.',
    userLevel: 'moderator',
    aliases: ['!opensfx'],
    syntax: ['!enablesfx'],
    arguments: [],
    needs: [needs.sfxItems],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Turning sound effects back on, then again with nothing off',
        lines: [
          moderator('ModMira', '!enablesfx'),
          bot('@ModMira, successfully updated 4 items. (SFX store opened)'),
          broadcaster('!opensfx'),
          bot(`@${streamer}, No disabled SFX store items found.`),
        ],
      },
    ],
    edgeCases: [{situation: 'No sound effect is switched off', outcome: 'The bot says it found no disabled sound effect items.'}],
    relatedCommands: ['disablesfx', 'openstore', 'closestore', 'redeem'],
  },
];
