import {defineVariable, exchange} from '../define';

export default defineVariable({
  name: 'args',
  summary: 'The words a chatter typed after the command: all of them, one by position, or from a position on.',
  syntax: [
    {form: '${args}', meaning: 'Everything typed after the command.'},
    {form: '${1}', meaning: 'The first word after the command; `${2}` is the second, and so on. `${0}` is the command word itself.'},
    {form: '${1:}', meaning: 'The first word and everything after it; `${2:}` starts at the second word.'},
    {form: '${1:3}', meaning: 'The first to the third word, both included; any two positions work.'},
    {form: '${1|<fallback>}', meaning: 'The first word, or the fallback text when the chatter typed nothing there.'},
    {form: '${1.word}', meaning: 'The first word only when it is shaped like a username; `${1 word}` and `${1 username}` are the same.'},
    {form: '${1.emote}', meaning: 'The first argument, taken as an emote.'},
  ],
  parameters: [{name: 'n', required: true, meaning: 'Position of the word after the command, counting from 1 (0 is the command word).'}],
  output: 'The chatter’s own words, copied into the reply.',
  examples: [
    exchange(
      'Everything after the command',
      '!command add !echo You said: ${args}',
      {role: 'viewer', name: 'sunnyotter', text: '!echo hello from the back row'},
      'You said: hello from the back row',
    ),
    exchange(
      'Single words by position',
      '!command add !race ${1} challenges ${2} to a race!',
      {role: 'viewer', name: 'sunnyotter', text: '!race sunnyotter lanternfish'},
      'sunnyotter challenges lanternfish to a race!',
    ),
    exchange(
      'A word with a fallback',
      '!command add !cheer Everyone cheer for ${1|the whole team}!',
      {role: 'viewer', name: 'PixelPanda', text: '!cheer'},
      'Everyone cheer for the whole team!',
    ),
    exchange(
      'From a word to the end',
      '!command add !rate ${sender} rates ${1:} a solid ten out of ten!',
      {role: 'viewer', name: 'PixelPanda', text: '!rate the new overlay'},
      'PixelPanda rates the new overlay a solid ten out of ten!',
    ),
  ],
  notes: [
    {kind: 'behaviour', text: 'A / or . at the start of a word is removed.'},
    {
      kind: 'behaviour',
      text: 'A username shape is letters, digits and _ only, with an optional @ in front, up to 30 characters; any other word leaves `${1.word}` empty.',
    },
  ],
  relatedVariables: ['touser', 'sender', 'queryescape', 'pathescape'],
  relatedCommands: ['command'],
  tags: ['variables', 'chatbot', 'user'],
});
