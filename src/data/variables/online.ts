/** Variables that ask an outside service: any URL, the weather, stock prices, an AI model. */
import {defineVariable, exchange} from './define';
import type {VariableDoc} from './types';

/** The longest prompt ${ai} accepts, in characters: it must be shorter than 512. */
export const aiPromptLimit = 511;

const customapi = defineVariable({
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

const weather = defineVariable({
  name: 'weather',
  summary: 'Current weather for a place: temperature, feels-like, conditions, wind, humidity and more.',
  syntax: [{form: '${weather "<location>"}', meaning: 'A one-line weather report for the location.'}],
  parameters: [
    {name: '"<location>"', required: true, meaning: 'A city, optionally with region or country, such as `"Porto, Portugal"`. Use double quotes around names with spaces or commas.'},
  ],
  output:
    'One line: the place and its country, a sun or moon symbol for day or night, the temperature in °C and °F, the feels-like temperature, the conditions, wind direction and speed (km/h and mph), humidity, visibility (km and miles) and air pressure in hPa.',
  examples: [
    {
      title: 'Weather for a place the viewer names',
      setup: '!command add !weather ${sender}, here you go: ${weather ${1:}}',
      lines: [
        {role: 'viewer', name: 'sunnyotter', text: '!weather Reykjavik'},
        {
          role: 'bot',
          text: 'sunnyotter, here you go: Reykjavik, Iceland: 🌜 4.0 °C (39.2 °F). Feels like 0.6 °C (33.1 °F). Light rain. Wind is blowing from the North at 18.0 km/h (11.2 mp/h). 81% humidity. Visibility: 10 km (6 miles). Air pressure: 1002 hPa.',
        },
      ],
    },
    {
      title: 'Weather where the streamer lives',
      setup: '!command add !hometown ${weather "Porto, Portugal"}',
      lines: [
        {role: 'viewer', name: 'PixelPanda', text: '!hometown'},
        {
          role: 'bot',
          text: 'Porto, Portugal: 🌞 22.5 °C (72.5 °F). Feels like 23.1 °C (73.6 °F). Sunny. Wind is blowing from the West at 11.2 km/h (7.0 mp/h). 64% humidity. Visibility: 10 km (6 miles). Air pressure: 1019 hPa.',
        },
      ],
    },
  ],
  notes: [
    {kind: 'behaviour', text: 'The report opens with 🌞 by day or 🌜 by night; no other weather symbols appear.'},
    {kind: 'limit', text: 'Weather data is refreshed every 10 to 15 minutes, so two requests a few minutes apart can give the same report.', unconfirmed: true},
    {kind: 'limit', text: 'Every use asks the weather service afresh.', unconfirmed: true},
    {kind: 'limit', text: 'Each report gives Celsius and Fahrenheit side by side.'},
  ],
  relatedVariables: ['time', 'args'],
  tags: ['variables', 'chatbot', 'weather'],
});

const stockprice = defineVariable({
  name: 'stockprice',
  summary: 'The current price of a stock, by its ticker symbol.',
  syntax: [{form: '${stockprice <symbol>}', meaning: 'The current price of the stock with that ticker symbol.'}],
  parameters: [{name: '<symbol>', required: true, meaning: 'The stock’s ticker symbol, such as `AMZN`.'}],
  output: 'The price as a plain number, without a currency sign.',
  examples: [
    exchange(
      'A quick market check',
      '!command add !stocks Right now: AMZN ${stockprice AMZN}, TSLA ${stockprice TSLA}',
      {role: 'viewer', name: 'sunnyotter', text: '!stocks'},
      'Right now: AMZN 141.62, TSLA 208.15',
    ),
  ],
  relatedVariables: ['math', 'customapi'],
  tags: ['variables', 'chatbot', 'finance'],
});

const ai = defineVariable({
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

export const onlineDocs: readonly VariableDoc[] = [customapi, weather, stockprice, ai];
