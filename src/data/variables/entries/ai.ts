import {defineVariable} from '../define';
import {aiPromptLimit} from '../phrases';

export default defineVariable({
  name: 'ai',
  summary: 'Sends a prompt to an AI model and puts its answer into the reply.',
  syntax: [{form: '${ai <prompt>}', meaning: 'The model’s answer to the prompt.'}],
  parameters: [
    {
      name: '<prompt>',
      required: true,
      meaning: 'What to ask, in plain words. Describe a role or tone here too. Other variables, such as `${sender}` or `${1:}`, are filled in before the prompt is sent.',
    },
  ],
  output: 'The text the model writes. Besides your prompt, the model is given the channel’s emotes, the name of the chatter who ran the command and the current date.',
  examples: [
    {
      title: 'A short poem on any topic',
      setup: '!command add !poem ${ai Write a two-line rhyming poem about ${1:}}',
      lines: [
        {role: 'viewer', name: 'sunnyotter', text: '!poem rainy mornings'},
        {role: 'bot', text: 'Grey skies hum a gentle tune, the kettle sings, the sun comes soon.'},
      ],
      result: 'Model answers vary; this is one possible reply.',
    },
    {
      title: 'A greeting in character',
      setup: '!command add !ahoy ${ai You are a cheerful pirate. Welcome ${sender} aboard in one sentence.}',
      lines: [
        {role: 'viewer', name: 'PixelPanda', text: '!ahoy'},
        {role: 'bot', text: 'Ahoy PixelPanda, grab a rope and mind the parrot, ye be crew now!'},
      ],
      result: 'Model answers vary; this is one possible reply.',
    },
  ],
  notes: [
    {kind: 'error', text: `A prompt must be shorter than ${aiPromptLimit + 1} characters; a longer one gives:`, output: `input should be less than ${aiPromptLimit + 1} characters`},
    {
      kind: 'error',
      text: 'Each channel may send 10 prompts a minute, 20 as an affiliate and 30 as a partner; past that the reply is:',
      output: 'rate limit exceeded',
    },
  ],
  aliases: ['${chatgpt <prompt>}'],
  relatedVariables: ['sender', 'args', 'user'],
  tags: ['variables', 'chatbot', 'ai'],
});
