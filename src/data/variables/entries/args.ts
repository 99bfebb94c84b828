import {defineVariable, exchange} from '../define';

/**
 * The argument tokens (updates-2026c, corrections /chatbot/variables/args): words of the chat message
 * by position. The route keeps the name `args`, but the bot has no variable called that; the page is
 * titled by its subject (./paths.ts).
 */
export default defineVariable({
  name: 'args',
  summary: 'Words of the chat message by their position: one word, a word and all after it, or a range.',
  syntax: [
    {form: '${1}', meaning: 'Word N of the chat message. The command is word 0, so `${1}` is the first word after it and `${2}` the second.'},
    {form: '${1:}', meaning: 'Word N and every word after it: `${1:}` is everything typed after the command.'},
    {form: '${1:3}', meaning: 'Words N to M, both ends included: here the first three words after the command.'},
    {form: '${:2}', meaning: 'From word 0, the command itself, up to word M.'},
    {form: '${1|<text>}', meaning: 'Word N, or the text after `|` when the message has no word N.'},
    {form: '${1 username}', meaning: 'Word N only when it is shaped like a username; otherwise nothing.'},
    {form: '${1 emote}', meaning: 'Word N only when it is an emote in that same message; otherwise nothing.'},
  ],
  aliases: ['${1 word}', '${1.word}', '${1.emote}'],
  parameters: [
    {name: 'N', required: true, meaning: 'A word’s position in the chat message, counting the command as 0. A position the message does not reach gives nothing.'},
    {name: 'M', required: false, meaning: 'The last position of a range, itself included. It may not be smaller than N.'},
    {name: '<text>', required: false, meaning: 'Plain text to print when word N is missing. It is printed as written, never read as a variable name.'},
  ],
  output: 'The words the token picks, as the chatter typed them; nothing when the message has no word at that position.',
  examples: [
    exchange(
      'Everything after the command',
      '!command add !echo ${sender} says: ${1:}',
      {role: 'viewer', name: 'sunnyotter', text: '!echo see you all tomorrow'},
      'sunnyotter says: see you all tomorrow',
    ),
    exchange(
      'Single words by position',
      '!command add !race ${1} challenges ${2} to a race!',
      {role: 'viewer', name: 'sunnyotter', text: '!race sunnyotter lanternfish'},
      'sunnyotter challenges lanternfish to a race!',
    ),
    exchange(
      'A range of words',
      '!command add !duo Tonight’s duo: ${1:2}',
      {role: 'viewer', name: 'quietkoala', text: '!duo mossyfrog lanternfish and friends'},
      'Tonight’s duo: mossyfrog lanternfish',
    ),
    exchange(
      'The command word and the first word after it',
      '!command add !vote Counted: ${:1}',
      {role: 'viewer', name: 'PixelPanda', text: '!vote blue team please'},
      'Counted: !vote blue',
    ),
    exchange(
      'A word with a fallback',
      '!command add !cheer Everyone cheer for ${1|the whole team}!',
      {role: 'viewer', name: 'PixelPanda', text: '!cheer'},
      'Everyone cheer for the whole team!',
    ),
    {
      title: 'Only a word shaped like a username',
      setup: '!command add !visit Drop by https://twitch.tv/${1 username}',
      lines: [
        {role: 'viewer', name: 'sunnyotter', text: '!visit lanternfish'},
        {role: 'bot', text: 'Drop by https://twitch.tv/lanternfish'},
        {role: 'viewer', name: 'sunnyotter', text: '!visit ¿qué?'},
        {role: 'bot', text: 'Drop by https://twitch.tv/'},
      ],
    },
  ],
  notes: [
    {kind: 'behaviour', text: 'A position past the end of the message prints nothing, not an error: `${3}` is empty when only two words follow the command. Give it a fallback with `|` where a gap would read badly.'},
    {kind: 'behaviour', text: 'The text after `|` is printed as written: `${1|sender}` prints the word sender, not a name. For the first word or else the sender’s name, use `${touser}`.'},
    {kind: 'error', text: 'A range written backwards, or with a negative number, is not a token: the reply keeps it exactly as typed, for example', output: '${3:1}'},
    {kind: 'behaviour', text: 'A `/` or `.` at the start of a word is dropped before the word is used.'},
    {kind: 'behaviour', text: 'A username shape is letters, digits and `_`, with an optional `@` in front, up to 30 characters. Any other word leaves `${1 username}` empty.'},
    {kind: 'behaviour', text: '`${1 emote}` prints the word only when chat shows it as an emote in that very message, so an emote name typed as plain text does not count.'},
    {kind: 'behaviour', text: '`${1}` and `$(1)` are the same token, and a token can sit inside another variable: `${weather ${1:}}` looks up whatever place the chatter typed.'},
  ],
  notForms: [{form: '${args}', why: 'The bot has no variable of that name, so it does not stand for what the chatter typed.', instead: '${1:}'}],
  relatedVariables: ['touser', 'sender', 'queryescape', 'pathescape'],
  relatedCommands: ['command'],
  tags: ['variables', 'chatbot', 'user'],
});
