/** Calculations, chance, clocks, saved quotes and the points name. */
import {defineVariable, exchange} from './define';
import type {VariableDoc} from './types';

const math = defineVariable({
  name: 'math',
  summary: 'Works out an arithmetic expression and prints the result.',
  syntax: [{form: '${math "<expression>"}', meaning: 'The result of the expression.'}],
  parameters: [
    {
      name: '"<expression>"',
      required: true,
      meaning:
        'The calculation, inside double quotes. It can use `+ - * /`, the functions `round()`, `floor()`, `ceil()`, `log()`, `sin()`, `cos()` and `random(min, max)`, the constants `pi` and `e`, and the comparisons `>`, `<`, `==` and `!=`. Other variables may appear inside it.',
    },
  ],
  output: 'The result as a number. The expression is evaluated with the math.js library.',
  examples: [
    exchange(
      'Sharing out a prize',
      '!command add !split Shared seven ways, 100 coins is about ${math "round(100 / 7)"} each.',
      {role: 'viewer', name: 'sunnyotter', text: '!split'},
      'Shared seven ways, 100 coins is about 14 each.',
    ),
    exchange(
      'Doing sums with another variable',
      '!command add !double Doubled, your points would be ${math "${sender.points} * 2"}',
      {role: 'viewer', name: 'PixelPanda', text: '!double'},
      'Doubled, your points would be 4900',
    ),
  ],
  notes: [
    {kind: 'limit', text: '`random(min, max)` returns a number with decimals, such as 3.8172. Wrap it in `floor()` or `round()` for a whole number, or use `${random}`.'},
  ],
  relatedVariables: ['random', 'count', 'customapi'],
  tags: ['variables', 'chatbot', 'math'],
});

const random = defineVariable({
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

const time = defineVariable({
  name: 'time',
  summary: 'The current time in a time zone, or a countdown to a moment you choose.',
  syntax: [
    {form: '${time.timezone <zone>}', meaning: 'The current time in the given IANA time zone.'},
    {form: '${time.UTC}', meaning: 'The current time in UTC.'},
    {form: '${time.until <timestamp>}', meaning: 'How long is left until the timestamp.'},
  ],
  parameters: [
    {name: '<zone>', required: false, meaning: 'An IANA time zone name, such as `Europe/Lisbon` or `America/Chicago`. Without one, the time is given in UTC.'},
    {
      name: '<timestamp>',
      required: true,
      meaning:
        'For `time.until`: a full RFC 3339 date and time with its UTC offset, such as `2025-06-21T18:00:00+01:00`, or a bare time of day such as `19:00`, which is read as UTC.',
    },
  ],
  output: 'A time of day for `time.timezone` and `time.UTC`; a remaining duration in short words for `time.until`.',
  examples: [
    {
      title: 'The streamer’s local time',
      setup: '!command add !mytime For MapleMoth it is now ${time.timezone Europe/Lisbon}',
      lines: [{role: 'viewer', name: 'sunnyotter', text: '!mytime'}],
      result: 'The bot answers with the sentence and the current time in Lisbon.',
    },
    {
      title: 'A countdown to a special stream',
      setup: '!command add !marathon The charity marathon starts in ${time.until 2025-06-21T18:00:00+01:00}',
      lines: [{role: 'viewer', name: 'PixelPanda', text: '!marathon'}],
      result: 'The bot answers with the sentence and the time left until the marathon begins.',
    },
  ],
  notes: [
    {kind: 'behaviour', text: '`${time.timezone}` with no zone after it gives the time in UTC.'},
    {kind: 'behaviour', text: 'A bare time of day counts down to its next occurrence: once 19:00 UTC has passed today, it counts to 19:00 tomorrow.'},
    {kind: 'behaviour', text: 'A full date and time that has already passed is given as the time since then, followed by ` ago`.'},
    {kind: 'error', text: 'A zone name the bot does not know, such as `Mars/Olympus`, gives:', output: 'unknown time zone Mars/Olympus'},
    {
      kind: 'error',
      text: 'A timestamp in neither accepted form, such as a time with an offset but no date, gives a parsing error like:',
      output: 'parsing time "20:30:00+02:00" as "2006-01-02T15:04:05Z07:00": cannot parse "20:30:00+02:00" as "2006"',
    },
  ],
  relatedVariables: ['uptime', 'weather'],
  tags: ['variables', 'chatbot', 'time'],
});

const quote = defineVariable({
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
  ],
  relatedVariables: ['random'],
  relatedCommands: ['quote'],
  tags: ['variables', 'chatbot', 'quotes'],
});

const pointsname = defineVariable({
  name: 'pointsname',
  summary: 'The name your channel gives its loyalty points.',
  syntax: [{form: '${pointsname}', meaning: 'The channel’s name for its loyalty points.'}],
  output: 'The points name as set in the loyalty settings of the dashboard, such as `acorns`.',
  examples: [
    exchange(
      'A balance check in your channel’s currency',
      '!command add !wallet ${sender}, you are holding ${sender.points} ${pointsname}.',
      {role: 'viewer', name: 'PixelPanda', text: '!wallet'},
      'PixelPanda, you are holding 2450 acorns.',
    ),
  ],
  relatedVariables: ['sender', 'user'],
  relatedCommands: ['points', 'addpoints', 'setpoints', 'givepoints'],
  tags: ['variables', 'chatbot', 'loyalty-points'],
});

export const miscDocs: readonly VariableDoc[] = [math, random, time, quote, pointsname];
