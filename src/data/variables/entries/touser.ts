import {defineVariable} from '../define';

export default defineVariable({
  name: 'touser',
  summary: 'The first word typed after the command, usually a name, or the sender if nothing was typed.',
  syntax: [{form: '${touser}', meaning: 'The first word after the command, or the sender’s name when there is none.'}],
  output: 'Whatever the chatter typed right after the command, up to the first space. When they typed nothing, the name of the chatter who ran the command.',
  examples: [
    {
      title: 'Aiming a command at someone',
      setup: '!command add !hug ${sender} gives ${touser} a warm hug!',
      lines: [
        {role: 'viewer', name: 'PixelPanda', text: '!hug sunnyotter'},
        {role: 'bot', text: 'PixelPanda gives sunnyotter a warm hug!'},
        {role: 'viewer', name: 'PixelPanda', text: '!hug'},
        {role: 'bot', text: 'PixelPanda gives PixelPanda a warm hug!'},
      ],
    },
  ],
  notes: [{kind: 'limit', text: 'Only the first word is used. To take everything the chatter typed, use `${1:}` from the arguments variables.'}],
  aliases: ['${1|sender}'],
  relatedVariables: ['args', 'sender', 'user'],
  tags: ['variables', 'chatbot', 'user', 'sender'],
});
