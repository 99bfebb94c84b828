import {defineVariable} from '../define';

export default defineVariable({
  name: 'quote',
  summary: 'A random saved quote, or the quote with a given number.',
  syntax: [
    {form: '${quote}', meaning: 'A random quote from the channel’s saved quotes.'},
    {form: '${quote <id>}', meaning: 'The saved quote with that number.'},
  ],
  parameters: [{name: '<id>', required: false, meaning: 'The quote’s number. Leave it out for a random one.'}],
  output: 'A quote saved with `!quote add` or in the dashboard, written as its number after # and then its text, such as `#12 Never trust a quiet chat.`',
  examples: [
    {
      title: 'A throwback command',
      setup: '!command add !throwback Straight from the archive: ${quote}',
      lines: [{role: 'viewer', name: 'sunnyotter', text: '!throwback'}],
      result: 'The bot answers with the sentence followed by a random saved quote, such as “Straight from the archive: #7 I meant to fall off that cliff.”',
    },
    {
      title: 'Pinning a favourite',
      setup: '!command add !legend ${quote 12}',
      lines: [{role: 'viewer', name: 'PixelPanda', text: '!legend'}],
      result: 'The bot always answers with quote number 12.',
    },
  ],
  notes: [
    {kind: 'error', text: 'A number with no quote behind it, or a channel with no quotes yet, gives:', output: 'quote not found'},
    {kind: 'behaviour', text: 'A value that is not a number leaves the variable in the reply as typed.'},
    {
      kind: 'behaviour',
      text: 'The variable adds no mention and no colon, unlike the `!quote` command, whose reply reads `@<viewer>, #<id>: <text>`. Write your own lead-in around it.',
    },
  ],
  relatedVariables: ['random'],
  relatedCommands: ['quote'],
  tags: ['variables', 'chatbot', 'quotes'],
});
