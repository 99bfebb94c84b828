/** Variables that work on what the chatter typed, or on text: arguments, repetition, URL escaping, ids. */
import {defineVariable, exchange} from './define';
import type {VariableDoc} from './types';

const args = defineVariable({
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

const repeat = defineVariable({
  name: 'repeat',
  summary: 'Repeats a word or phrase a given number of times.',
  syntax: [{form: '${repeat <number> <phrase>}', meaning: 'The phrase, written out the given number of times.'}],
  parameters: [
    {name: '<number>', required: true, meaning: 'How many times to write the phrase, from 1 to 100.'},
    {name: '<phrase>', required: true, meaning: 'What to repeat. Put a phrase with spaces inside double quotes; it may contain other variables.'},
  ],
  output: 'The phrase repeated, with a space between the copies.',
  examples: [
    exchange(
      'An emote wall',
      '!command add !hype ${repeat 4 pandaHype}',
      {role: 'viewer', name: 'sunnyotter', text: '!hype'},
      'pandaHype pandaHype pandaHype pandaHype',
    ),
    exchange(
      'A phrase with a variable inside',
      '!command add !cheer ${repeat 3 "Go ${touser}!"}',
      {role: 'viewer', name: 'PixelPanda', text: '!cheer lanternfish'},
      'Go lanternfish! Go lanternfish! Go lanternfish!',
    ),
  ],
  notes: [
    {kind: 'limit', text: 'At most 100 repeats, and the result stops at about 1,000 characters.'},
    {kind: 'behaviour', text: 'A count that is missing, is not a number or is below 1 suppresses the whole reply, not just this part.'},
  ],
  relatedVariables: ['random', 'touser', 'queryescape'],
  tags: ['variables', 'chatbot'],
});

const queryescape = defineVariable({
  name: 'queryescape',
  summary: 'Encodes text for the query string of a link (after the ?), turning spaces into +.',
  syntax: [{form: '${queryescape <text>}', meaning: 'The text, encoded so it can follow `?q=` or another query parameter.'}],
  parameters: [{name: '<text>', required: true, meaning: 'The text to encode, usually what the chatter typed, such as `${1:}`.'}],
  output: 'The same text, URL-encoded for a query string: spaces become `+`.',
  aliases: ['${queryencode <text>}'],
  examples: [
    exchange(
      'A search link built from chat',
      '!command add !wiki https://wiki.example.com/search?q=${queryescape ${1:}}',
      {role: 'viewer', name: 'sunnyotter', text: '!wiki golden pumpkin'},
      'https://wiki.example.com/search?q=golden+pumpkin',
    ),
  ],
  relatedVariables: ['pathescape', 'customapi', 'args'],
  tags: ['variables', 'chatbot', 'url', 'escaping'],
});

const pathescape = defineVariable({
  name: 'pathescape',
  summary: 'Encodes text for the path part of a link, turning spaces into %20.',
  syntax: [{form: '${pathescape <text>}', meaning: 'The text, encoded so it can sit between the slashes of a URL path.'}],
  parameters: [
    {
      name: '<text>',
      required: true,
      meaning: 'The text to encode. Only the first value is escaped, so put text with spaces in quotes, or pass everything the chatter typed with `${1:}`.',
    },
  ],
  output:
    'The same text, percent-encoded for a path: a space becomes `%20`, and characters that would break a path, such as `?` and `/`, are encoded too. `&`, `:` and `=` stay as they are.',
  examples: [
    exchange(
      'A link to a page named by the chatter',
      '!command add !card https://cards.example.com/${pathescape ${1:}}',
      {role: 'viewer', name: 'sunnyotter', text: '!card Fire & Ice?'},
      'https://cards.example.com/Fire%20&%20Ice%3F',
    ),
    {
      title: 'Inside a ${customapi} address',
      setup: '!command add !lookup ${customapi https://api.example.com/cards/${pathescape ${1:}}}',
      lines: [
        {role: 'viewer', name: 'sunnyotter', text: '!lookup Fire & Ice'},
        {role: 'bot', text: 'Fire & Ice: rare, costs 3 mana'},
      ],
      result: 'The reply is whatever text the made-up service at api.example.com sends back.',
    },
  ],
  aliases: ['${pathencode <text>}'],
  relatedVariables: ['queryescape', 'customapi', 'args'],
  tags: ['variables', 'chatbot', 'url', 'escaping'],
});

const msgid = defineVariable({
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

export const textDocs: readonly VariableDoc[] = [args, repeat, queryescape, pathescape, msgid];
