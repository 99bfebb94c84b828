import {defineVariable} from '../define';

export default defineVariable({
  name: 'touser',
  summary: 'The first word typed after the command, usually a name, or the sender if nothing was typed.',
  syntax: [{form: '${touser}', meaning: 'The first word after the command, or the sender’s display name when there is none.'}],
  output:
    'The first word after the command exactly as the chatter typed it: an `@` in front stays, only a leading `/` or `.` is dropped, and the word is not checked against any username. When nothing follows the command, the display name of the chatter who ran it.',
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
  notes: [
    {kind: 'limit', text: 'Only the first word is used. To take everything the chatter typed, use the argument token `${1:}`.'},
    {kind: 'behaviour', text: 'Any word counts, names or not: `!hug the plant` gives `the`. Where only a username will do, use `${1 username}`.'},
    {kind: 'behaviour', text: '`${1|sender}` is not another way to write it: text after `|` is printed as written, so with nothing after the command it prints the word sender.'},
  ],
  relatedVariables: ['args', 'sender', 'user'],
  tags: ['variables', 'chatbot', 'user', 'sender'],
});
