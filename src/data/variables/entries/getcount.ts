import {defineVariable, exchange} from '../define';

export default defineVariable({
  name: 'getcount',
  summary: 'Shows a counter’s current value without changing it.',
  syntax: [{form: '${getcount <name>}', meaning: 'The current value of the named counter.'}],
  parameters: [{name: '<name>', required: true, meaning: 'The counter to read, as used with `${count}`.'}],
  output: 'The counter’s current value, as a number. Running the command leaves the counter as it was.',
  examples: [
    exchange(
      'A read-only companion to a counter command',
      '!command add !falls So far tonight we have fallen ${getcount falls} times.',
      {role: 'viewer', name: 'sunnyotter', text: '!falls'},
      'So far tonight we have fallen 13 times.',
    ),
  ],
  notes: [{kind: 'behaviour', text: 'A counter that does not exist reads as 0; `${getcount}` does not create it.'}],
  relatedVariables: ['count'],
  relatedCommands: ['editcounter'],
  tags: ['variables', 'chatbot', 'counters'],
});
