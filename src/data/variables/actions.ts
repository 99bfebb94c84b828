/** Variables that change the stream itself when the command runs. */
import {defineVariable} from './define';
import type {VariableDoc} from './types';

/** YouTube is not supported (updates-2026b); the default command that does the same job runs on Twitch and Kick. */
const twitchAndKick = (command: string): Pick<VariableDoc, 'platforms' | 'platformNotes'> => ({
  platforms: ['twitch', 'kick'],
  platformNotes: [`YouTube is not supported. The default command \`!${command}\`, which does the same job from chat, runs on Twitch and Kick.`],
});

const setgame = defineVariable({
  name: 'setgame',
  summary: 'Changes the stream’s game or category when the command runs.',
  syntax: [{form: '${setgame "<game name>"}', meaning: 'Switches your stream to the named game or category.'}],
  parameters: [
    {name: '"<game name>"', required: true, meaning: 'The game or category to switch to, inside double quotes.'},
  ],
  output:
    'Running the command changes the game or category of your stream, and the variable becomes the category name the platform settled on, which can differ from what you typed.',
  examples: [
    {
      title: 'Switching to Just Chatting',
      setup: '!command add !chatting ${setgame "Just Chatting"}',
      lines: [{role: 'moderator', name: 'quietkoala', text: '!chatting'}],
      result: 'The stream’s category becomes Just Chatting.',
    },
    {
      title: 'Switching to a game',
      setup: '!command add !farm ${setgame "Stardew Valley"}',
      lines: [{role: 'broadcaster', name: 'MapleMoth', text: '!farm'}],
      result: 'The stream’s category becomes Stardew Valley.',
    },
  ],
  notes: [
    {kind: 'error', text: 'When the bot is not authorised to manage your channel, the variable becomes:', output: 'invalid channel'},
    {kind: 'error', text: 'Any other failure puts the platform’s own error text in the reply.'},
  ],
  ...twitchAndKick('setgame'),
  relatedVariables: ['settitle', 'game'],
  relatedCommands: ['setgame', 'settitle'],
  tags: ['variables', 'chatbot', 'action', 'game', 'stream-info'],
});

const settitle = defineVariable({
  name: 'settitle',
  summary: 'Changes the stream title when the command runs.',
  syntax: [{form: '${settitle "<title>"}', meaning: 'Sets your stream title to the quoted text.'}],
  parameters: [
    {
      name: '"<title>"',
      required: true,
      meaning: 'The new title inside double quotes, so that the whole sentence counts as one value. Special characters are allowed.',
    },
  ],
  output: 'Running the command changes your stream title, and the variable becomes the new title. If the change fails, it becomes the platform’s error text instead.',
  examples: [
    {
      title: 'A ready-made title for a recurring stream',
      setup: '!command add !charity ${settitle "Charity night: every tip plants a tree"}',
      lines: [{role: 'moderator', name: 'quietkoala', text: '!charity'}],
      result: 'The stream title becomes “Charity night: every tip plants a tree”.',
    },
  ],
  notes: [{kind: 'error', text: 'When the title cannot be changed, the reply carries the platform’s own error text.'}],
  ...twitchAndKick('settitle'),
  relatedVariables: ['setgame', 'title', 'game'],
  relatedCommands: ['settitle', 'setgame'],
  tags: ['variables', 'chatbot', 'action', 'stream-info'],
});

export const actionDocs: readonly VariableDoc[] = [setgame, settitle];
