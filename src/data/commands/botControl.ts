import {site} from '../../site';
import type {Command} from './types';
import {allPlatforms, bot, broadcaster, channelSlug, moderator, streamer, viewer} from './chat';
import {needs} from './requirements';

/** Running the bot itself from chat: its presence, commands, modules, timers and counters. */
export const botControlCommands: readonly Command[] = [
  {
    name: 'bot',
    summary: 'Mutes or unmutes the bot in your chat, or makes it leave the channel.',
    userLevel: 'moderator',
    aliases: [],
    syntax: ['!bot <subcommand>'],
    arguments: [{name: '<subcommand>', required: true, description: 'One of mute, unmute or part (see below).'}],
    subcommands: [
      {name: 'mute', syntax: ['!bot mute'], description: 'Silences the bot in your chat until someone unmutes it.'},
      {name: 'unmute', syntax: ['!bot unmute'], description: 'Lets the bot speak in chat again after a mute.'},
      {name: 'part', syntax: ['!bot part'], description: 'Makes the bot leave your channel.'},
    ],
    platforms: allPlatforms,
    examples: [
      {
        title: 'Muting and unmuting the bot',
        lines: [
          moderator('ModMira', '!bot mute'),
          bot('@ModMira, I have been muted.'),
          broadcaster('!bot unmute'),
          bot(`@${streamer}, I have been unmuted.`),
        ],
      },
    ],
    edgeCases: [{situation: 'You only want quiet for a while', outcome: 'Use mute, not part: part takes the bot out of your channel altogether.'}],
    relatedCommands: ['module', 'command', 'commands'],
  },
  {
    name: 'command',
    summary: 'Adds, edits, removes and inspects custom commands from chat.',
    userLevel: 'moderator',
    aliases: ['!cmd'],
    syntax: ['!command <subcommand> [arguments...]', '!cmd <subcommand> [arguments...]'],
    arguments: [
      {name: '<subcommand>', required: true, description: 'What to do: add, edit, remove, alias, show or options (see below).'},
      {name: '[arguments...]', required: false, description: 'The command name and whatever that subcommand needs.'},
    ],
    subcommands: [
      {name: 'add', syntax: ['!command add !<command_name> <response_text>'], description: 'Creates a custom command that answers with the response text. The text may contain variables.'},
      {
        name: 'edit',
        syntax: ['!command edit !<command_name> <new_response_text>'],
        description: 'Replaces the response of an existing custom command.',
        aliases: ['update'],
      },
      {name: 'remove', syntax: ['!command remove !<command_name>'], description: 'Deletes a custom command.', aliases: ['delete', 'del', 'rem']},
      {
        name: 'alias',
        syntax: ['!command alias !<command_name>'],
        description: 'Lists the aliases a custom command has. It only shows them; chat cannot add or change aliases.',
        aliases: ['aliases'],
      },
      {
        name: 'show',
        syntax: ['!command show !<command_name>'],
        description: 'Posts the raw response text, with its variables unfilled, plus the level, cost and cooldowns.',
        aliases: ['debug'],
      },
      {
        name: 'options',
        syntax: ['!command options !<command_name> <option> <value> [<option> <value>...]'],
        description: 'Changes cooldowns, cost, user level, reply type, the usage count or the name that runs it (-trigger), or switches the command on or off. Several options can go in one message.',
        aliases: ['option', 'opt', 'opts', 'o', '🔧'],
      },
    ],
    platforms: allPlatforms,
    examples: [
      {
        title: 'Creating, checking and tuning a command',
        lines: [
          moderator('ModMira', '!command add !discord Join the cozy crew on our Discord server!'),
          bot('@ModMira, successfully added command !discord.'),
          moderator('ModMira', '!cmd edit !discord Our Discord is open to everyone, come say hi!'),
          bot('@ModMira, successfully updated command !discord.'),
          moderator('ModMira', '!cmd show !discord'),
          bot('@ModMira, Command !discord: Our Discord is open to everyone, come say hi! (Level: Everyone, Cost: 0, Cooldown: 5s, User Cooldown: 15s)'),
          moderator('ModMira', '!cmd options !discord -cd 30 -usercd 60'),
          bot('@ModMira, successfully updated command !discord.'),
        ],
      },
      {
        title: 'Listing aliases and removing a command',
        lines: [
          moderator('ModMira', '!command alias !discord'),
          bot('@ModMira, Command !discord has aliases: !dc, !server'),
          moderator('ModMira', '!command remove !discord'),
          bot('@ModMira, successfully removed command !discord.'),
        ],
      },
    ],
    edgeCases: [
      {situation: 'You want to add or change an alias', outcome: 'That cannot be done from chat; alias only lists them.'},
      {situation: 'A command should answer quietly', outcome: 'Set -type whisper (or reply) with the options subcommand.'},
      {situation: 'A command’s usage count should start again', outcome: 'Set it back with -count 0.'},
      {situation: 'A command should answer to a different word', outcome: 'Rename it with -trigger and the new name, such as !cmd options !discord -trigger !socials.'},
    ],
    relatedCommands: ['commands', 'editcounter', 'timer'],
    seeAlso: [
      {label: 'Custom commands: the full guide', to: '/chatbot/commands/custom'},
      {label: 'Variables you can use in responses', to: '/chatbot/variables'},
    ],
  },
  {
    name: 'commands',
    summary: "Posts the link to the channel's public list of commands.",
    userLevel: 'everyone',
    aliases: [],
    syntax: ['!commands'],
    arguments: [],
    platforms: allPlatforms,
    examples: [
      {
        title: 'Asking what the bot can do',
        lines: [viewer('SproutSpark', '!commands'), bot(`You can find a list of all Commands here ${site.homepage}/${channelSlug}/commands`)],
      },
    ],
    edgeCases: [],
    relatedCommands: ['command'],
  },
  {
    name: 'module',
    summary: 'Turns a chatbot module on or off from chat.',
    userLevel: 'moderator',
    aliases: [],
    syntax: ['!module <module_name> <enable | disable>'],
    arguments: [
      {name: '<module_name>', required: true, description: 'The module to switch, such as roulette, duel, giveaway, quotes or loyalty.'},
      {name: '<enable | disable>', required: true, description: 'enable to switch it on, disable to switch it off.'},
    ],
    platforms: allPlatforms,
    examples: [
      {
        title: 'Switching a game off and quotes on',
        lines: [
          moderator('ModMira', '!module roulette disable'),
          bot('@ModMira, Module Roulette was disabled.'),
          broadcaster('!module quotes enable'),
          bot(`@${streamer}, Module Quotes was enabled.`),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['bot', 'commands', 'roulette', 'duel'],
    seeAlso: [{label: 'Chatbot modules', to: '/chatbot/modules'}],
  },
  {
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
  },
  {
    name: 'editcounter',
    summary: 'Changes the value of an existing counter: set it to a number, or add or subtract.',
    userLevel: 'moderator',
    aliases: ['!editcount'],
    unconfirmedAliases: ['!editcount'],
    syntax: ['!editcounter <counter_name> <value>'],
    arguments: [
      {name: '<counter_name>', required: true, description: 'The counter to change. It must already exist.'},
      {name: '<value>', required: true, description: 'A plain number sets the counter to it (15); +number adds (+1); -number subtracts (-3).'},
    ],
    needs: [needs.counter],
    platforms: allPlatforms,
    examples: [
      {
        title: 'Adding, setting and subtracting',
        lines: [
          moderator('ModMira', '!editcounter deaths +1'),
          bot('@ModMira, changed the deaths counter from 11 to 12.'),
          broadcaster('!editcounter wins 7'),
          bot(`@${streamer}, changed the wins counter from 6 to 7.`),
          moderator('ModMira', '!editcounter pushups -10'),
          bot('@ModMira, changed the pushups counter from 80 to 70.'),
        ],
      },
    ],
    edgeCases: [
      {situation: 'The counter has never been used', outcome: 'Create it first, for example with a custom command whose response uses $(count deaths).'},
    ],
    relatedCommands: ['command'],
    seeAlso: [
      {label: '$(count): create, show and change counters', to: '/chatbot/variables/count'},
      {label: '$(getcount): read a counter without changing it', to: '/chatbot/variables/getcount'},
    ],
  },
];
