import {defineVariable, exchange} from '../define';

export default defineVariable({
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
