import {defineVariable, exchange} from '../define';
import {customapiReplies} from '../phrases';

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
  output: 'The body of the answer as the service sends it, cut after its first 400 bytes, when the answer’s status is below 400; otherwise a short line that names the problem.',
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
    {kind: 'behaviour', text: `An answer with any status below ${customapiReplies.lastBodyStatus + 1} (every 2xx and 3xx) puts its body in the reply unchanged.`},
    {
      kind: 'error',
      text: `A status of ${customapiReplies.lastBodyStatus + 1} or higher replaces the body with the code and its reason phrase, such as:`,
      output: customapiReplies.statusError.replace('<status>', '404 Not Found'),
    },
    {kind: 'error', text: 'An address the bot cannot make sense of is repeated after an error, such as:', output: customapiReplies.invalidUrl.replace('<url>', 'https://api.example.com/%zz')},
    {kind: 'error', text: 'A request that fails on the way, such as a time-out or a name that does not resolve, gives:', output: customapiReplies.noConnection},
    {kind: 'error', text: 'An answer whose body cannot be read gives:', output: customapiReplies.noData},
    {kind: 'limit', text: 'The answer is not interpreted: a service that answers in JSON shows up in chat as raw JSON text. Point the variable at an address that returns plain text.'},
  ],
  aliases: ['${urlfetch <url>}'],
  relatedVariables: ['queryescape', 'pathescape', 'math'],
  tags: ['variables', 'chatbot', 'url', 'integrations'],
});
