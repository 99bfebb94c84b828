import {defineVariable} from '../define';
import {twitchAndKick} from '../phrases';

export default defineVariable({
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
