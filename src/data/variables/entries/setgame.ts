import {defineVariable} from '../define';
import {twitchAndKick} from '../phrases';

export default defineVariable({
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
