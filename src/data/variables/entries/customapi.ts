import {defineVariable, exchange} from '../define';

export default defineVariable({
  name: 'customapi',
  summary: 'Fetches a web address and puts the plain-text answer into the reply.',
  syntax: [{form: '${customapi <url>}', meaning: 'The text the address answers with.'}],
  parameters: [
    {
      name: '<url>',
      required: true,
      meaning:
        'The address to fetch. Without a scheme, `http://` is put in front, so write `https://` yourself. It may contain other variables, escaped with `${queryescape}` or `${pathescape}`.',
    },
  ],
  output: 'The body of the answer as the service sends it, cut after its first 400 bytes.',
  examples: [
    exchange(
      'A reply from your own service',
      '!command add !nextevent ${customapi https://api.example.com/schedule/next}',
      {role: 'viewer', name: 'sunnyotter', text: '!nextevent'},
      'Community game night, Friday 20:00 CET',
    ),
    exchange(
      'Passing the chatter’s words along',
      '!command add !define ${customapi https://dict.example.com/define?word=${queryescape ${1}}}',
      {role: 'viewer', name: 'PixelPanda', text: '!define gg'},
      'gg: short for good game, said at the end of a match',
    ),
  ],
  notes: [
    {kind: 'limit', text: 'The bot sends a GET request, with no headers of your own, and waits at most 15 seconds for the answer.'},
    {kind: 'limit', text: 'Only the first 400 bytes of the answer are kept.'},
    {kind: 'behaviour', text: 'An answer with HTTP status 200 puts its body in the reply.'},
    {
      kind: 'error',
      text: 'Only a 200 returns the body, and any other status gives a message that the request could not be made.',
      unconfirmed: true,
    },
    {
      kind: 'error',
      text: 'Any status below 400 returns the body, and a status of 400 or more gives a message naming it, such as:',
      output: 'The remote server returned status code 404',
      unconfirmed: true,
    },
    {kind: 'limit', text: 'The answer is not interpreted: a service that answers in JSON shows up in chat as raw JSON text. Point the variable at an address that returns plain text.'},
  ],
  aliases: ['${urlfetch <url>}'],
  relatedVariables: ['queryescape', 'pathescape', 'math'],
  tags: ['variables', 'chatbot', 'url', 'integrations'],
});
