/**
 * The reply preview against updates-2026c: every documented form is accepted and answers as the
 * facts say, and the forms the product does not have (`${args}`, `${time.timezone}`, a reversed
 * range, a value the tokens do not take) are refused with a diagnostic, never answered as if they
 * worked. One test per form.
 */
import {describe, expect, it} from 'vitest';
import {defaultSamples, type Diagnostic} from '@site/src/preview';
import {customapiReplies} from '@site/src/data/variables/phrases';
import {getVariable} from '@site/src/data/variables';
import {adLengthsSeconds, commercialAction} from '@site/src/data/guides/run-ads';
import {userLevel} from '@site/src/data/userLevels';
import {correction, sheet2026c} from '../../support/facts2026c';
import {formatDuration} from '@site/src/preview/handlers/time';
import {redeemViewer} from '@site/src/preview/samples';
import {run} from './support';

const message = '!pick alpha bravo charlie';
const text = (reply: string, overrides = {}) => run(reply, {message, ...overrides}).text;
const problems = (reply: string, overrides = {}) => run(reply, {message, ...overrides}).diagnostics.filter((d) => d.severity !== 'info');
const severities = (diagnostics: readonly Diagnostic[]) => diagnostics.map((d) => `${d.severity} ${d.kind}`);

describe('argument tokens (word 0 is the command)', () => {
  it('${N}: one word by its position', () => {
    expect(text('${0}|${1}|${2}|${3}')).toBe('!pick|alpha|bravo|charlie');
    expect(problems('${1} ${3}')).toEqual([]);
  });

  it('${N:}: a word and every word after it; ${1:} is everything after the command', () => {
    expect(text('${1:}')).toBe('alpha bravo charlie');
    expect(text('${2:}')).toBe('bravo charlie');
    expect(text('${0:}')).toBe(message);
  });

  it('${N:M}: words N to M, both ends included', () => {
    expect(text('${1:2}')).toBe('alpha bravo');
    expect(text('${2:2}')).toBe('bravo');
    expect(text('${2:9}')).toBe('bravo charlie');
  });

  it('${:M}: from the command word up to word M', () => {
    expect(text('${:1}')).toBe('!pick alpha');
    expect(text('${:0}')).toBe('!pick');
    expect(problems('${:2}')).toEqual([]);
  });

  it('a word the message does not have prints nothing, without a problem', () => {
    expect(text('[${4}][${4:}][${5:7}]')).toBe('[][][]');
    expect(problems('${4}')).toEqual([]);
  });

  it('${N|text} prints the text when word N is missing, and the word when it is there', () => {
    expect(text('${4|nobody else}')).toBe('nobody else');
    expect(text('${1|nobody}')).toBe('alpha');
  });

  it('${1|sender} prints the word "sender": a fallback is never a variable, and the note points to ${touser}', () => {
    const result = run('Hi ${1|sender}', {message: '!hug'});
    expect(result.text).toBe('Hi sender');
    expect(result.diagnostics).toEqual([
      expect.objectContaining({kind: 'fallback', severity: 'info', message: expect.stringContaining('For the first word, or else the sender’s name, write `${touser}`.')}),
    ]);
    expect(getVariable('touser').aliases).not.toContain('${1|sender}');
  });

  it('a range written backwards or with a negative number stays as typed, with a problem', () => {
    for (const token of ['${3:1}', '$(3:1)', '${-1}', '${1:-2}', '${-2:}', '${:}']) {
      const result = run(`x ${token} y`, {message});
      expect(result.text, token).toBe(`x ${token} y`);
      expect(severities(result.diagnostics), token).toEqual(['error value']);
    }
    expect(run('${3:1}', {message}).diagnostics[0]?.message).toContain('the range runs backwards');
  });

  it('${N username}, ${N word} and ${N.word}: the word only when it is shaped like a username', () => {
    for (const form of ['${1 username}', '${1 word}', '${1.word}', '${1 USERNAME}']) {
      expect(text(form, {message: '!so @lanternfish'}), form).toBe('@lanternfish');
      expect(text(form, {message: '!so ¿qué?'}), form).toBe('');
      expect(problems(form, {message: '!so x'}), form).toEqual([]);
    }
    expect(text('${1 username}', {message: `!so ${'a'.repeat(31)}`})).toBe('');
  });

  it('${N emote} and ${N.emote}: the word only when it is an emote (the channel-emote samples stand for the message’s emotes)', () => {
    const emote = defaultSamples().emotes.split(' ')[0] ?? '';
    for (const form of ['${1 emote}', '${1.emote}']) {
      expect(text(form, {message: `!e ${emote}`}), form).toBe(emote);
      expect(text(form, {message: '!e hello'}), form).toBe('');
    }
  });

  it('refuses a value the tokens do not take, and a check on a range', () => {
    for (const token of ['${1 loud}', '${1: emote}', '${1:2 username}', '${1 username extra}']) {
      const result = run(token, {message});
      expect(result.text, token).toBe(token);
      expect(severities(result.diagnostics), token).toEqual(['error value']);
    }
    // `.username` is not one of the dotted forms: an unknown name.
    expect(severities(run('${1.username}', {message}).diagnostics)).toEqual(['error unknown']);
  });

  it('$(1) and ${1} are the same token, and tokens nest in other variables', () => {
    expect(text('$(1)-${1}')).toBe('alpha-alpha');
    expect(text('${weather ${2:}}')).toBe(`bravo charlie, ${defaultSamples()['weather.country']}: ${defaultSamples().weather}`);
    expect(text('${queryescape $(1:)}')).toBe('alpha+bravo+charlie');
  });

  it('a leading / or . is dropped from a word, in the tokens and in ${touser}; an @ stays', () => {
    expect(text('${1} ${2}', {message: '!say /ban .me'})).toBe('ban me');
    expect(text('${touser}', {message: '!hug /ban'})).toBe('ban');
    expect(text('${touser}', {message: '!hug @Luna'})).toBe('@Luna');
  });

  it('${args} is not a form: it stays as typed, with a problem that suggests ${1:}', () => {
    for (const form of ['${args}', '$(args)']) {
      const result = run(`You said: ${form}`, {message});
      expect(result.text).toBe(`You said: ${form}`);
      expect(result.diagnostics).toEqual([expect.objectContaining({kind: 'unknown', severity: 'error', variable: 'args', suggestion: '${1:}'})]);
      expect(result.diagnostics[0]?.message).toContain('`${args}` is not a form the bot has.');
    }
  });
});

describe('${time}: three clock forms and the countdown (the fixed clock reads 2026-11-24 12:00 UTC)', () => {
  it('${time} alone is UTC, as a 24-hour HH:MM clock', () => {
    expect(text('${time}')).toBe('12:00');
    expect(problems('${time}')).toEqual([]);
  });

  it('${time <zone>} and ${time.<zone>} give the same answer, with a leading zero', () => {
    for (const [zone, clock] of [
      ['Asia/Tokyo', '21:00'],
      ['America/Chicago', '06:00'],
      ['Europe/Lisbon', '12:00'],
    ] as const) {
      expect(text(`\${time ${zone}}`)).toBe(clock);
      expect(text(`\${time.${zone}}`)).toBe(clock);
      expect(problems(`\${time.${zone}}`)).toEqual([]);
    }
  });

  it('${time.UTC} is the dot form with the zone UTC; other capitals get a note', () => {
    expect(run('${time.UTC}').diagnostics).toEqual([]);
    expect(text('${time.UTC}')).toBe('12:00');
    const lower = run('${time.utc}');
    expect(lower.text).toBe('12:00');
    expect(severities(lower.diagnostics)).toEqual(['info value']);
  });

  it('${time.timezone <zone>} is not a form: the word after the dot is read as the zone, one problem names the form to write', () => {
    for (const reply of ['${time.timezone Europe/Lisbon}', '${time.timezone}']) {
      const result = run(reply);
      expect(result.text).toBe('unknown time zone timezone');
      expect(result.diagnostics).toEqual([expect.objectContaining({kind: 'unknown', severity: 'error', variable: 'time', suggestion: '${time <zone>}'})]);
    }
  });

  it('an unknown zone gives the bot’s error text', () => {
    expect(text('${time Mars/Olympus}')).toBe('unknown time zone Mars/Olympus');
    expect(text('${time.Mars/Olympus}')).toBe('unknown time zone Mars/Olympus');
  });

  it('${time.until}: the time left in short units, a bare time in UTC, a past moment with ago', () => {
    expect(text('${time.until 12:30}')).toBe('30 mins');
    expect(text('${time.until 2026-11-24T14:30:00+01:00}')).toBe('1 hour 30 mins');
    expect(text('${time.until 2026-11-24T11:52:20Z}')).toBe('7 mins 40 secs ago');
    expect(formatDuration(2 * 86_400_000 + 3 * 3_600_000 + 59_000)).toBe('2 days 3 hours');
    expect(formatDuration(0)).toBe('0 secs');
  });
});

describe('${customapi}: the status rule in the simulated answers', () => {
  const withStatus = (status: string) => ({samples: {...defaultSamples(), 'customapi.status': status}});
  const body = defaultSamples()['customapi.body'];

  it('any status below 400 puts the body in the reply unchanged', () => {
    for (const status of ['200', '201', '204', '301', '302', '399']) expect(text('${customapi https://api.example.com/x}', withStatus(status)), status).toBe(body);
  });

  it('400 or more gives the status line with the code and its reason phrase', () => {
    expect(text('${customapi https://api.example.com/x}', withStatus('400'))).toBe('The remote server returned status code 400 Bad Request');
    expect(text('${customapi https://api.example.com/x}', withStatus('404'))).toBe('The remote server returned status code 404 Not Found');
    expect(text('${customapi https://api.example.com/x}', withStatus('503'))).toBe('The remote server returned status code 503 Service Unavailable');
    expect(text('${customapi https://api.example.com/x}', withStatus('599'))).toBe('The remote server returned status code 599');
  });

  it('no answer, an address it cannot read, and a status sample that is not one', () => {
    expect(text('${customapi https://api.example.com/x}', withStatus('no answer'))).toBe(customapiReplies.noConnection);
    const bad = run('${customapi https://api.example.com/%zz}', {message});
    expect(bad.text).toBe('invalid url https://api.example.com/%zz');
    expect(severities(bad.diagnostics)).toEqual(['error value']);
    const odd = run('${customapi https://api.example.com/x}', {message, ...withStatus('maybe')});
    expect(odd.text).toBe(customapiReplies.noConnection);
    expect(severities(odd.diagnostics)).toEqual(['warning value']);
  });
});

describe('samples follow the facts', () => {
  it('uptimes are written in secs, mins, hours and days', () => {
    const samples = defaultSamples();
    for (const key of ['channel.uptime', 'other.uptime'] as const) expect(samples[key], key).toMatch(/^\d+ (sec|min|hour|day)s?( \d+ (sec|min|hour|day)s?)?$/);
    expect(text('${uptime}')).toBe(samples['channel.uptime']);
  });

  it('the weather report opens with 🌞 or 🌜 and nothing else', () => {
    expect(defaultSamples().weather).toMatch(/^(🌞|🌜) /);
  });
});

describe('${redeem}', () => {
  it('the store’s answer is the whole reply, and the text around it is said to be dropped', () => {
    const result = run('Thanks! ${redeem hydrate} Enjoy.', {message: '!hydrate', senderName: 'PixelPanda'});
    expect(result.text).toBe(defaultSamples().redeem.replace(redeemViewer, 'PixelPanda'));
    expect(severities(result.diagnostics)).toEqual(['info fallback']);
    expect(run('${redeem}', {message: '!hydrate'}).diagnostics).toEqual([]);
  });
});

describe('${quote} (corrections /chatbot/commands/default/quote: the variable prints #<id> <text>)', () => {
  const shape = /^#(\d+) (\S.*)$/;

  it('the sample is one saved quote as #<id> <text>: no mention, no colon, no author or date', () => {
    const saved = defaultSamples().quote;
    expect(String(correction('/chatbot/commands/default/quote', 'replies').note)).toContain('#<id> <text> with no mention and no colon');
    expect(saved).toMatch(shape);
    expect(saved).not.toMatch(/^@|^#\d+:|\(.*\d{4}-\d{2}-\d{2}\)/);
    expect(text('${quote}')).toBe(saved);
  });

  it('${quote <id>} shows the quote under the number asked for', () => {
    const body = shape.exec(defaultSamples().quote)?.[2];
    expect(text('${quote 12}')).toBe(`#12 ${body}`);
    expect(problems('${quote 12}')).toEqual([]);
    // As written, less leading zeros: never in exponent form.
    expect(text('${quote 0012}')).toBe(`#12 ${body}`);
    expect(text('${quote 99999999999999999999999}')).toBe(`#99999999999999999999999 ${body}`);
  });

  it('a value that is not a number stays as typed, with a problem', () => {
    const result = run('From the archive: ${quote funny}');
    expect(result.text).toBe('From the archive: ${quote funny}');
    expect(severities(result.diagnostics)).toEqual(['error value']);
  });

  it('the variable page contrasts it with !quote’s reply shape', () => {
    const reply = String(correction('/chatbot/commands/default/quote', 'replies').reply_show);
    expect(getVariable('quote').notes.map((note) => note.text).join(' ')).toContain(reply);
  });
});

describe(`${commercialAction} (new_pages.guides.run-ads: Twitch's ad action from commands and timers)`, () => {
  it('on Twitch, an allowed length is an action, not a chat message, and the Editor role is named', () => {
    for (const seconds of adLengthsSeconds) {
      const result = run(`${commercialAction} ${seconds}`);
      expect(result.action).toBe(`${commercialAction} ${seconds}`);
      expect(result.diagnostics).toEqual([]);
      expect(result.effects).toEqual([expect.stringMatching(new RegExp(`^A ${seconds}-second ad break starts on Twitch\\..*Editor`))]);
    }
  });

  it('a variable can give the length', () => {
    const result = run(`${commercialAction} \${1}`, {message: `!ad ${adLengthsSeconds[1]}`});
    expect(result.action).toBe(`${commercialAction} ${adLengthsSeconds[1]}`);
  });

  it('a length Twitch does not take, or none, is an error listing the allowed ones, and starts no ad', () => {
    for (const reply of [`${commercialAction} 45`, commercialAction, `${commercialAction} 30 now`]) {
      const result = run(reply);
      expect(result.effects, reply).toEqual([]);
      expect(result.diagnostics, reply).toEqual([expect.objectContaining({severity: 'error', message: expect.stringContaining(adLengthsSeconds.join(', '))})]);
    }
  });

  it('on YouTube and Kick it is not documented: a warning, and the preview shows it as a message', () => {
    for (const platform of ['youtube', 'kick'] as const) {
      const result = run(`${commercialAction} 30`, {platform});
      expect(result.action).toBeNull();
      expect(result.text).toBe(`${commercialAction} 30`);
      expect(severities(result.diagnostics)).toEqual(['warning platform']);
    }
  });

  it('a chatter cannot start an ad: a leading / is dropped from the words they type', () => {
    const result = run('${1:}', {message: `!say ${commercialAction} 30`});
    expect(result.action).toBeNull();
    expect(result.text).toBe(`${commercialAction.slice(1)} 30`);
  });
});

describe('the Super Moderator level (new_pages.chatbot.user_management.site_fix)', () => {
  it('is given by hand, in the dashboard or with !level, and is not described as promoted moderators', () => {
    expect(String(sheet2026c.unsure.level_who_may_run?.site_now ?? '')).toContain('super moderator');
    const who = userLevel('supermoderator').who;
    expect(who).not.toMatch(/promoted/i);
    expect(who).toMatch(/by hand/);
    expect(who).toContain('User Management');
    expect(who).toContain('!level');
  });
});
