import {allPlatforms, bot, moderator} from '../chat';
import type {Command} from '../types';

const entry: Command = {
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
  notes: [{text: 'This page also lists Trovo; every other page names only Twitch, YouTube and Kick. Do not count on it for Trovo.', unconfirmed: true}],
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
};

export default entry;
