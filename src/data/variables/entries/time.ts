import {defineVariable} from '../define';

export default defineVariable({
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
