import {defineVariable} from '../define';

export default defineVariable({
  name: 'count',
  summary: 'Raises, lowers or sets a named counter each time the command runs, and shows the result.',
  syntax: [
    {form: '${count}', meaning: 'The command’s own usage counter, one higher on every use.'},
    {form: '${count <name>}', meaning: 'Adds one to the named counter and shows the new value.'},
    {form: '${count <name> <change>}', meaning: 'Changes the named counter as `<change>` says and shows the new value.'},
  ],
  parameters: [
    {name: '<name>', required: false, meaning: 'The counter to change, such as `deaths` or `wins`. A channel can keep many counters side by side.'},
    {
      name: '<change>',
      required: false,
      meaning: '`+n` adds n (for example `+5`), `-n` takes n away (for example `-1`), and a plain number such as `0` or `100` sets the counter to that value.',
    },
  ],
  output: 'The counter’s value after the change, as a number.',
  examples: [
    {
      title: 'A fall counter chat can press',
      setup: '!command add !fall Down we go again. Falls tonight: ${count falls}',
      lines: [
        {role: 'viewer', name: 'sunnyotter', text: '!fall'},
        {role: 'bot', text: 'Down we go again. Falls tonight: 12'},
        {role: 'viewer', name: 'PixelPanda', text: '!fall'},
        {role: 'bot', text: 'Down we go again. Falls tonight: 13'},
      ],
    },
    {
      title: 'Taking one back, and starting over',
      setup: '!command add !unfall That one did not count. Falls: ${count falls -1}\n!command add !resetfalls Fresh start. Falls: ${count falls 0}',
      lines: [
        {role: 'moderator', name: 'quietkoala', text: '!unfall'},
        {role: 'bot', text: 'That one did not count. Falls: 12'},
        {role: 'moderator', name: 'quietkoala', text: '!resetfalls'},
        {role: 'bot', text: 'Fresh start. Falls: 0'},
      ],
    },
  ],
  relatedVariables: ['getcount'],
  relatedCommands: ['editcounter', 'command'],
  tags: ['variables', 'chatbot', 'counters'],
});
