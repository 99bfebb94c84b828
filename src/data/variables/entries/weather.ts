import {defineVariable} from '../define';

export default defineVariable({
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
    {kind: 'behaviour', text: 'Every run of the command asks the weather service again; how recent the figures are is up to that service.'},
    {kind: 'limit', text: 'Each report gives Celsius and Fahrenheit side by side.'},
  ],
  relatedVariables: ['time', 'args'],
  tags: ['variables', 'chatbot', 'weather'],
});
