import {defineVariable, exchange} from '../define';

export default defineVariable({
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
