import {defineVariable} from '../define';

/** `${if}` (updates-2026 and 2026b); its own page since updates-2026c (new_pages.dedicated_pages_optional). */
export default defineVariable({
  name: 'if',
  summary: 'Chooses between two texts by a condition, usually the result of another variable.',
  syntax: [
    {form: '${if <condition> <then> <else>}', meaning: 'The then part when the condition is true, the else part otherwise.'},
    {form: '${if <condition> <then>}', meaning: 'The then part when the condition is true; when it is false, the bot sends no reply at all.'},
  ],
  parameters: [
    {
      name: '<condition>',
      required: true,
      meaning: 'Usually another variable. Only `1`, `t` and `true`, in any mix of capitals, count as true; every other value, an empty one included, is false.',
    },
    {name: '<then>', required: true, meaning: 'What the variable gives when the condition is true.'},
    {name: '<else>', required: false, meaning: 'What it gives when the condition is false. Leave it out and a false condition silences the whole reply.'},
  ],
  output: 'The part the condition picks. With no else part and a false condition, the bot posts nothing, not even the rest of the reply.',
  examples: [
    {
      title: 'A yes-or-no word from the chat message',
      setup: '!command add !ready ${if ${1} "Ready, let’s go!" "Waiting a little longer."}',
      lines: [
        {role: 'viewer', name: 'quietkoala', text: '!ready true'},
        {role: 'bot', text: 'Ready, let’s go!'},
        {role: 'viewer', name: 'quietkoala', text: '!ready soon'},
        {role: 'bot', text: 'Waiting a little longer.'},
      ],
    },
    {
      title: 'Silence when the condition is false',
      setup: '!command add !secret ${if ${1} "The code word is pumpkin."}',
      lines: [{role: 'viewer', name: 'sunnyotter', text: '!secret nope'}],
      result: 'The bot posts nothing at all: `nope` is not a true value and the variable has no else part.',
    },
  ],
  notes: [
    {kind: 'behaviour', text: 'The parts are separated by spaces. Each is a single word, text in single quotes, double quotes or backticks, or another variable.'},
    {kind: 'behaviour', text: 'There are no comparison operators: the condition is read as it is, never compared with anything, so `${if ${provider} …}` always takes the else part.'},
    {kind: 'behaviour', text: 'Only the part that is chosen runs, so a variable in the other part has no effect, not even on a counter.'},
    {kind: 'behaviour', text: 'A false condition with no else part suppresses the whole reply, not just this variable’s place in it.'},
    {kind: 'behaviour', text: 'A default written after a pipe (`|`) acts as the else part.'},
  ],
  relatedVariables: ['customapi', 'args', 'math'],
  tags: ['variables', 'chatbot'],
});
