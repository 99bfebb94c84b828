import {defineVariable, exchange} from '../define';

export default defineVariable({
  name: 'msgid',
  summary: 'The unique id of the chat message that ran the command.',
  syntax: [{form: '${msgid}', meaning: 'The id of the message that triggered the command.'}],
  output: 'On Twitch, a unique id in the dashed UUID style, for example `7c1e2f3a-9b84-4d2e-a6f0-15c3b8e9d4a2`. On YouTube and Kick the id has that platform’s own format.',
  examples: [
    exchange(
      'Showing the id of the triggering message',
      '!command add !whichmsg That message has the id ${msgid}',
      {role: 'viewer', name: 'sunnyotter', text: '!whichmsg'},
      'That message has the id 7c1e2f3a-9b84-4d2e-a6f0-15c3b8e9d4a2',
    ),
  ],
  platformNotes: ['The id’s format follows the platform: a UUID on Twitch, the platform’s own message id on YouTube and Kick.'],
  relatedVariables: ['sender', 'channel'],
  tags: ['variables', 'chatbot'],
});
