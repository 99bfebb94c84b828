import {defineVariable} from '../define';

/** The clock and the countdown (updates-2026c, corrections /chatbot/variables/time). */
export default defineVariable({
  name: 'time',
  summary: 'The current time in UTC or in a time zone you name, or a countdown to a moment you choose.',
  syntax: [
    {form: '${time}', meaning: 'The current time in UTC.'},
    {form: '${time <zone>}', meaning: 'The current time in the named time zone.'},
    {form: '${time.<zone>}', meaning: 'The same, with the zone written after a dot instead of a space.'},
    {form: '${time.until <timestamp>}', meaning: 'How long is left until the timestamp.'},
  ],
  parameters: [
    {
      name: '<zone>',
      required: false,
      meaning: 'A time zone from the IANA list, such as `Europe/Lisbon` or `America/Chicago`. Written after a space or after a dot, it gives the same answer; left out, the time is UTC.',
    },
    {
      name: '<timestamp>',
      required: true,
      meaning:
        'For `time.until`: a full RFC 3339 date and time with its UTC offset, such as `2027-06-19T18:00:00+01:00`, or a bare time of day such as `19:00`, which is read as UTC.',
    },
  ],
  output: 'A 24-hour clock reading as hours and minutes, such as `09:05` or `21:34`; for `time.until`, the time remaining in short words.',
  examples: [
    {
      title: 'The streamer’s local time',
      setup: '!command add !mytime For MapleMoth it is now ${time Europe/Lisbon}',
      lines: [
        {role: 'viewer', name: 'sunnyotter', text: '!mytime'},
        {role: 'bot', text: 'For MapleMoth it is now 21:34'},
      ],
    },
    {
      title: 'Two clocks in one reply',
      setup: '!command add !clocks Server time ${time}, the streamer’s ${time.America/Chicago}',
      lines: [
        {role: 'viewer', name: 'PixelPanda', text: '!clocks'},
        {role: 'bot', text: 'Server time 14:05, the streamer’s 08:05'},
      ],
    },
    {
      title: 'A countdown to a special stream',
      setup: '!command add !marathon The charity marathon starts in ${time.until 2027-06-19T18:00:00+01:00}',
      lines: [{role: 'viewer', name: 'PixelPanda', text: '!marathon'}],
      result: 'The bot answers with the sentence and the time left until the marathon begins.',
    },
  ],
  notes: [
    {kind: 'behaviour', text: 'The clock is always 24-hour hours and minutes, with a leading zero: `09:05`, never `9:05 AM`.'},
    {kind: 'behaviour', text: 'A bare time of day counts down to its next occurrence: once 19:00 UTC has passed today, it counts to 19:00 tomorrow.'},
    {kind: 'behaviour', text: 'A full date and time that has already passed is given as the time since then, followed by ` ago`.'},
    {kind: 'error', text: 'A zone name the bot does not know, such as `Mars/Olympus`, gives:', output: 'unknown time zone Mars/Olympus'},
    {
      kind: 'error',
      text: 'A timestamp in neither accepted form, such as a time with an offset but no date, gives a parsing error like:',
      output: 'parsing time "20:30:00+02:00" as "2006-01-02T15:04:05Z07:00": cannot parse "20:30:00+02:00" as "2006"',
    },
  ],
  notForms: [
    {
      form: '${time.timezone <zone>}',
      why: 'The bot reads the word after the dot as the zone, so it looks for a zone called timezone and answers with the unknown-zone error.',
      instead: '${time <zone>}',
    },
  ],
  relatedVariables: ['uptime', 'weather'],
  tags: ['variables', 'chatbot', 'time'],
});
