import {defineVariable, exchange} from '../define';

export default defineVariable({
  name: 'random',
  summary: 'Random values: a number in a range, a pick from your list, a random chatter or a random emote.',
  syntax: [
    {form: '${random}', meaning: 'A random whole number from 1 to 100.'},
    {form: '${random <min>-<max>}', meaning: 'A random whole number from the first bound to the second, both included.'},
    {form: '${random.<min>-<max>}', meaning: 'The same, with the range written after a dot.'},
    {form: '${random.number <min>-<max>}', meaning: 'The same as `${random <min>-<max>}`.'},
    {form: "${random.pick '<item>' '<item>' ...}", meaning: 'One of the listed items, chosen at random.'},
    {form: "${random.pick '<list>'}", meaning: 'One item of a single comma-separated list, chosen at random.'},
    {form: '${random.chatter}', meaning: 'The name of a random chatter.'},
    {form: '${random.emote}', meaning: 'A random emote.'},
  ],
  parameters: [
    {name: '<min>-<max>', required: true, meaning: 'The range for the number forms, written with a dash, such as `1-20`.'},
    {name: "'<item>'", required: true, meaning: 'For `random.pick`: two or more choices, each in single quotes and separated by spaces.'},
    {name: "'<list>'", required: true, meaning: 'For `random.pick`: the choices in one value, separated by commas, such as `\'red,green,blue\'`.'},
  ],
  output: 'One random value of the kind the form asks for.',
  examples: [
    exchange(
      'A twenty-sided die',
      '!command add !d20 ${sender} rolls a ${random 1-20}!',
      {role: 'viewer', name: 'PixelPanda', text: '!d20'},
      'PixelPanda rolls a 17!',
    ),
    exchange(
      'Letting the bot decide dinner',
      "!command add !dinner Tonight's stream snack: ${random.pick 'ramen' 'tacos' 'dumplings' 'toast'}",
      {role: 'broadcaster', name: 'MapleMoth', text: '!dinner'},
      "Tonight's stream snack: dumplings",
    ),
    exchange(
      'A spotlight on someone in chat',
      '!command add !spotlight The spotlight lands on ${random.chatter}. Say hi!',
      {role: 'moderator', name: 'quietkoala', text: '!spotlight'},
      'The spotlight lands on lanternfish. Say hi!',
    ),
  ],
  notes: [
    {kind: 'behaviour', text: 'Both bounds are inclusive: `${random 1-6}` can give 1 and can give 6.'},
    {kind: 'behaviour', text: 'When the bot finds nobody in chat, `${random.chatter}` gives:', output: '<no chatters>'},
  ],
  relatedVariables: ['math', 'repeat', '7tvemotes', 'sender'],
  tags: ['variables', 'chatbot', 'random'],
});
