import {defineVariable, exchange} from '../define';

export default defineVariable({
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
