/** What each kind of variable does, pinned to the facts (spec/facts, newest: updates-2026.yaml). */
import {describe, expect, it} from 'vitest';
import {buildCatalog, buildCommandLine, defaultSamples, parseCommandLine, parseReply} from '@site/src/preview';
import {evaluateExpression, formatNumber} from '@site/src/preview/handlers/math';
import {NO_CHATTERS} from '@site/src/preview/handlers/random';
import {run, testEnvironment} from './support';
import {variables} from '@site/src/data/variables';
import {platformIds} from '@site/src/data/platforms';

describe('syntax', () => {
  it('reads $() and ${} alike, nested either way', () => {
    const message = '!hug @Luna';
    expect(run('$(sender) hugs $(touser)', {message}).text).toBe('PixelPanda hugs @Luna');
    expect(run('${sender} hugs ${touser}', {message}).text).toBe('PixelPanda hugs @Luna');
    expect(run('$(repeat 2 ${touser})', {message}).text).toBe('@Luna @Luna');
    expect(run('$(math "round(7 / 2)")').text).toBe('4');
    expect(parseReply('a ${b ${c}} d').nodes.map((node) => node.kind)).toEqual(['text', 'var', 'text']);
  });

  it('a pipe gives a fallback, printed as written: ${1|everyone}', () => {
    expect(run('${1|everyone}', {message: '!so'}).text).toBe('everyone');
    expect(run('${1|everyone}', {message: '!so lanternfish'}).text).toBe('lanternfish');
    expect(run('${2|nobody}', {message: '!so a'}).text).toBe('nobody');
  });
});

describe('${count.name}', () => {
  it('counts the counter named after the dot, and reads a value after it as a counter’s name (the death-counter guide)', () => {
    const env = testEnvironment();
    expect(run('Deaths: ${count.deaths}', {}, env).text).toBe('Deaths: 1');
    expect(run('${count.deaths}', {}, env).diagnostics).toEqual([]);
    expect(run('${getcount deaths}', {}, env).text).toBe('2');
    const slip = run('${count.deaths +5}', {}, env);
    expect(slip.diagnostics.map((d) => d.message)).toContainEqual(expect.stringContaining('read as the counter’s name'));
    expect(run('${getcount +5}', {}, env).text).toBe('1');
    expect(run('${getcount deaths}', {}, env).text).toBe('2');
  });
});

describe('${random.chatter}', () => {
  it('gives <no chatters> when the chatter list is empty, as the bot does', () => {
    expect(run('${random.chatter}', {samples: {...defaultSamples(), chatters: ''}}).text).toBe(NO_CHATTERS);
    expect(NO_CHATTERS).toBe('<no chatters>');
  });
});

describe('${if}', () => {
  it('only 1, t or true, in any case, are true', () => {
    for (const yes of ['1', 't', 'T', 'true', 'TRUE', 'True']) expect(run(`\${if ${yes} "hi there"}`).text).toBe('hi there');
  });

  it('takes its parts as separated by spaces: a word, quoted text (backticks too) or a variable each', () => {
    expect(run('${if ${1} yes no}', {message: '!t 1'}).text).toBe('yes');
    expect(run('${if ${1} yes no}', {message: '!t 0'}).text).toBe('no');
    expect(run('${if 1 `all set` `not yet`}').text).toBe('all set');
    expect(run("${if 0 'all set' `not yet`}").text).toBe('not yet');
    // Only the part taken runs: the counter in the other part does not move.
    const env = testEnvironment();
    expect(run("${if 1 'yes' ${count x}}", {}, env).text).toBe('yes');
    expect(env.counters.has('x')).toBe(false);
    const extra = run('${if 1 hi there you}');
    expect(extra.text).toBe('hi');
    expect(extra.diagnostics.map((d) => d.message)).toContainEqual(expect.stringContaining('three parts at most'));
  });

  it('a false condition without an else suppresses the whole reply', () => {
    for (const no of ['0', 'false', 'yes', 'on', '2']) {
      const result = run(`Before \${if ${no} hi} after`);
      expect(result.silent).toBe(true);
      expect(result.text).toBe('');
    }
  });

  it('two quoted texts are then and else', () => {
    expect(run('${if true "yes please" "no thanks"}').text).toBe('yes please');
    expect(run('${if nope "yes please" "no thanks"}').text).toBe('no thanks');
  });

  it('a pipe default acts as the else, and the untaken branch does not run', () => {
    const env = testEnvironment();
    expect(run('${if false ${count a}|no}', {}, env).text).toBe('no');
    expect(env.counters.has('a')).toBe(false);
    expect(run('${if ${1} yes|no}', {message: '!x t'}).text).toBe('yes');
  });
});

describe('values from the chat message and the sender', () => {
  it('arguments by position, from a position, word and emote forms', () => {
    const message = '!rate the new overlay';
    expect(run('${1:}|${1}|${2:}|${9}', {message}).text).toBe('the new overlay|the|new overlay|');
    expect(run('${1.word}-${2.word}', {message: '!x hello a!b'}).text).toBe('hello-');
    expect(run('${1.emote}-${2.emote}', {message: '!x pandaHype hello'}).text).toBe('pandaHype-');
  });

  it('the sender level follows the chosen user level', () => {
    expect(run('${sender.level}', {level: 'everyone'}).text).toBe('100');
    expect(run('${sender.level}', {level: 'moderator'}).text).toBe('500');
    expect(run('${sender.name}', {senderName: 'PixelPanda'}).text).toBe('pixelpanda');
  });

  it('${provider} returns twitch, youtube or kick', () => {
    for (const platform of ['twitch', 'youtube', 'kick'] as const) expect(run('${provider}', {platform}).text).toBe(platform);
  });
});

describe('chance, counters and clocks', () => {
  it('random ranges include both bounds', () => {
    expect(run('${random 1-6}', {}, testEnvironment(() => 0)).text).toBe('1');
    expect(run('${random 1-6}', {}, testEnvironment(() => 0.9999)).text).toBe('6');
    expect(run('${random.number 6-1}', {}, testEnvironment(() => 0.9999)).text).toBe('6');
  });

  it('random.pick takes quoted items with spaces, or one comma-separated list', () => {
    expect(run("${random.pick 'ramen bowl' 'tacos'}", {}, testEnvironment(() => 0)).text).toBe('ramen bowl');
    expect(run("${random.pick 'ramen, tacos, toast'}", {}, testEnvironment(() => 0.99)).text).toBe('toast');
  });

  it('random alone is 1 to 100, and a range may follow a dot', () => {
    expect(run('${random}', {}, testEnvironment(() => 0.999)).text).toBe('100');
    expect(run('${random.3-3}', {}, testEnvironment(() => 0.5)).text).toBe('3');
  });

  it('argument tokens: ${0} is the command word, ${1:2} a range, ${1.word} only a username shape, a leading / or . is dropped', () => {
    expect(run('${0}|${1:2}|${1.word}', {message: '!hug /sunny otter now'}).text).toBe('!hug|sunny otter|sunny');
    expect(run('[${1.word}]', {message: '!hug ¿qué?'}).text).toBe('[]');
  });

  it('counters change across runs in one session; getcount of a missing counter is 0', () => {
    const env = testEnvironment();
    expect(run('${getcount deaths}', {}, env).text).toBe('0');
    expect(run('${count deaths}', {}, env).text).toBe('1');
    expect(run('${count deaths +5}', {}, env).text).toBe('6');
    expect(run('${count deaths -2}', {}, env).text).toBe('4');
    expect(run('${getcount deaths}', {}, env).text).toBe('4');
    expect(run('${count deaths 0}', {}, env).text).toBe('0');
    expect(run('${count}', {message: '!died'}, env).text).toBe('1');
    expect(run('${count}', {message: '!died'}, env).text).toBe('2');
  });

  it('time: bare UTC, a zone after a space or a dot, countdowns in short units (tests/unit/preview/forms2026c.test.ts has every form)', () => {
    expect(run('${time}').text).toBe('12:00');
    expect(run('${time Asia/Tokyo}').text).toBe('21:00');
    expect(run('${time.Asia/Tokyo}').text).toBe('21:00');
    expect(run('${time Mars/Olympus}').text).toBe('unknown time zone Mars/Olympus');
    expect(run('${time.until 2026-11-25T13:30:05Z}').text).toBe('1 day 1 hour');
    expect(run('${time.until 19:00}').text).toBe('7 hours');
    expect(run('${time.until 20:30:00+02:00}').text).toBe('parsing time "20:30:00+02:00" as "2006-01-02T15:04:05Z07:00": cannot parse "20:30:00+02:00" as "2006"');
  });

  it('math: the documented operators, functions, constants and comparisons', () => {
    const value = (expression: string) => formatNumber(evaluateExpression(expression, () => 0.5).value);
    expect(value('round(100 / 7)')).toBe('14');
    expect(value('100 / 7')).toBe('14.285714285714');
    expect(value('floor(2.7) + ceil(2.1) * 2')).toBe('8');
    expect(value('round(pi, 2)')).toBe('3.14');
    expect(value('log(e)')).toBe('1');
    expect(value('3 > 2')).toBe('true');
    expect(value('3 != 3')).toBe('false');
    expect(value('-2 ^ 2')).toBe('-4');
    expect(value('random(1, 3)')).toBe('2');
    expect(() => evaluateExpression('alert(1)', () => 0)).toThrow(/not a function or constant/);
  });
});

describe('live services answer from the editable samples', () => {
  it('stream facts: not live when offline, no game when none is set', () => {
    const offline = {...defaultSamples(), live: 'no', 'channel.game': ''};
    expect(run('${channel.viewers}|${uptime}|${channel.uptime}|${game}|${channel.game}', {samples: offline}).text).toBe('not live|not live|not live|no game|no game');
    const edited = {...defaultSamples(), 'channel.game': 'Celeste', 'channel.viewers': '9'};
    expect(run('${game} for ${channel.viewers}', {samples: edited}).text).toBe('Celeste for 9');
  });

  it('customapi: any status below 400 passes the body on; 400 and up name the status', () => {
    expect(run('${customapi https://a.example/x}').text).toBe(defaultSamples()['customapi.body']);
    const failing = {...defaultSamples(), 'customapi.status': '404'};
    expect(run('${urlfetch https://a.example/x}', {samples: failing}).text).toBe('The remote server returned status code 404 Not Found');
  });

  it('escaping for links', () => {
    expect(run('${queryescape ${1:}}', {message: '!w golden pumpkin & co'}).text).toBe('golden+pumpkin+%26+co');
    expect(run('${pathescape ${1:}}', {message: "!w Fire & Ice? it's=+"}).text).toBe('Fire%20&%20Ice%3F%20it%27s=%2B');
  });

  it('setgame and settitle change the stream and post nothing themselves', () => {
    const result = run('${settitle "Charity night"}');
    expect(result.text).toBe('');
    expect(result.effects).toEqual(['The stream’s title becomes “Charity night” (the preview assumes the change succeeds).']);
  });
});

describe('the catalog follows src/data/variables', () => {
  it('knows every form, field and alias, with value counts from the forms', () => {
    const catalog = buildCatalog();
    expect(catalog.names.get('random.pick')).toMatchObject({min: 1, max: Infinity});
    expect(catalog.names.get('time')).toMatchObject({min: 0, max: 1});
    expect(catalog.names.has('time.timezone')).toBe(false);
    expect(catalog.notForms.get('time.timezone')).toMatchObject({variable: 'time', instead: '${time <zone>}'});
    expect(catalog.notForms.get('args')).toMatchObject({variable: 'args', instead: '${1:}'});
    expect(catalog.names.get('count')).toMatchObject({min: 0, max: 2});
    expect(catalog.names.get('urlfetch')).toMatchObject({variable: 'customapi', min: 1, max: 1});
    expect(catalog.names.get('tft')).toMatchObject({variable: 'teamfighttactics', min: 2, max: 2});
    expect(catalog.names.get('sender.points_rank')?.variable).toBe('sender');
    expect(catalog.names.get('pubg')).toMatchObject({min: 4, max: 4});
  });

  it('takes variables without a page from the data: value counts from their forms, where they work, where they stay as typed', () => {
    const pageless = [
      {name: 'newthing', summary: 'New.', syntax: [{form: '${newthing <a> <b>}', meaning: 'x'}], notes: [], platforms: ['twitch'] as const, unconfirmedPlatforms: ['kick'] as const, literalOn: ['youtube'] as const, platformNotes: []},
      {name: 'unsaid', summary: 'Nobody says.', syntax: [{form: '${unsaid}', meaning: 'x'}], notes: [], platforms: null, platformNotes: []},
      {name: 'pubg', summary: 'A page entry of the same name wins.', syntax: [{form: '${pubg}', meaning: 'x'}], notes: [], platforms: ['twitch'] as const, platformNotes: []},
    ];
    const catalog = buildCatalog(undefined, pageless);
    expect(catalog.names.get('pubg')).toMatchObject({min: 4, max: 4});
    expect(catalog.unsupported.has('pubg')).toBe(false);
    expect(catalog.names.get('newthing')).toMatchObject({min: 2, max: 2});
    expect(catalog.literalOn.get('newthing')).toEqual(['youtube']);
    expect(catalog.unsupported.get('newthing')).toEqual(['youtube']);
    expect(catalog.unconfirmed.get('newthing')).toEqual(['kick']);
    expect(catalog.unsupported.has('unsaid')).toBe(false);
  });

  it('reads where each variable works from src/data/variables, not a list of its own', () => {
    const catalog = buildCatalog();
    for (const doc of variables) {
      const blocked = doc.platforms === null ? [] : platformIds.filter((id) => !doc.platforms?.includes(id) && !doc.unconfirmedPlatforms?.includes(id));
      expect(catalog.unsupported.get(doc.name) ?? [], doc.name).toEqual(blocked);
    }
    expect(catalog.unsupported.get('user')).toEqual(['youtube']);
    // Twitch only (updates-2026c: the Kick reading came from a superseded page), literal text on YouTube.
    expect(catalog.unsupported.get('redeem')).toEqual(['youtube', 'kick']);
    expect(catalog.unconfirmed.has('redeem')).toBe(false);
    expect(catalog.literalOn.get('redeem')).toEqual(['youtube']);
  });
});

describe('copy as chat command', () => {
  it('builds the add or edit line on one line', () => {
    expect(buildCommandLine({action: 'add', name: '!hug', reply: '${sender} hugs ${touser}'})).toBe('!command add !hug ${sender} hugs ${touser}');
    expect(buildCommandLine({action: 'edit', name: 'hug', reply: 'line one\nline two'})).toBe('!command edit !hug line one line two');
    // Spaces around line breaks and blank lines go; spaces inside a line stay.
    expect(buildCommandLine({action: 'add', name: 'hug', reply: '  a  b \r\n \n  c\n'})).toBe('!command add !hug a  b c');
    expect(buildCommandLine({action: 'add', name: 'hug', reply: `${' '.repeat(5000)}a`})).toBe('!command add !hug a');
  });

  it('reads a pasted line back, with !cmd and with or without the name’s !', () => {
    expect(parseCommandLine('!command add !hug ${sender} hugs ${touser}')).toEqual({action: 'add', name: 'hug', reply: '${sender} hugs ${touser}'});
    expect(parseCommandLine('!cmd edit so Go see ${1}')).toEqual({action: 'edit', name: 'so', reply: 'Go see ${1}'});
    expect(parseCommandLine('hello there')).toBeNull();
  });
});
