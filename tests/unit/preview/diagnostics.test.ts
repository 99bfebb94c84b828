/** One test per diagnostic class, the platform length limit and the evaluation bounds. */
import {describe, expect, it} from 'vitest';
import {maxValueLength, seededRandom, stepBudget, variableLink, type DiagnosticKind} from '@site/src/preview';
import {getVariable} from '@site/src/data/variables';
import {maxDiagnostics} from '@site/src/preview/limits';
import {maxNesting} from '@site/src/preview/parse';
import {run, testEnvironment} from './support';
import {aiPromptLimit} from '@site/src/data/variables/phrases';

const kinds = (reply: string, overrides = {}) => run(reply, overrides).diagnostics.map((d) => d.kind);
const only = (reply: string, kind: DiagnosticKind, overrides = {}) => {
  const found = run(reply, overrides).diagnostics.filter((d) => d.kind === kind);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('diagnostics', () => {
  it('unknown variable: suggests the closest name and links to its page', () => {
    const diagnostic = only('Hi ${sendr}!', 'unknown');
    expect(diagnostic.suggestion).toBe('${sender}');
    expect(diagnostic.message).toBe('There is no variable `sendr`. Did you mean `${sender}`?');
    expect(variableLink(diagnostic.variable)).toBe('/chatbot/variables/sender');
    expect(diagnostic.start).toBe(3);
    expect(diagnostic.end).toBe(11);
    expect(only('${channel.viewrs}', 'unknown').suggestion).toBe('${channel.viewers}');
    expect(only('${zzzzzzzz}', 'unknown').suggestion).toBeUndefined();
    // The bot leaves a name it does not know as typed.
    expect(run('a ${sendr} b').text).toBe('a ${sendr} b');
  });

  it('a value after a dot: ${random.1-100} works, as the data’s own syntax lists it', () => {
    const result = run('Roll: ${random.1-100}');
    expect(result.text).toMatch(/^Roll: (\d+)$/);
    const rolled = Number(result.text.slice('Roll: '.length));
    expect(rolled).toBeGreaterThanOrEqual(1);
    expect(rolled).toBeLessThanOrEqual(100);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(getVariable('random').syntax.map((form) => form.form)).toContain('${random.<min>-<max>}');
    expect(result.diagnostics).toEqual([]);
    // Elsewhere it is an unknown name, and the suggestion moves the value after a space.
    const unknown = only('${repeat.3 hi}', 'unknown');
    expect(unknown.message).toBe('There is no variable `repeat.3`. A value goes after a space: did you mean `${repeat 3}`?');
  });

  it('bare ${random} is a whole number from 1 to 100', () => {
    const seen = new Set(Array.from({length: 400}, (_, index) => Number(run('${random}', {}, testEnvironment(seededRandom(index))).text)));
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...seen)).toBeLessThanOrEqual(100);
    expect(kinds('${random}')).toEqual([]);
  });

  it('${touser} with no name after the command says that it fell back to the sender', () => {
    const alone = run('Hi ${touser}', {message: '!hug'});
    expect(alone.text).toBe('Hi PixelPanda');
    expect(alone.diagnostics).toEqual([expect.objectContaining({kind: 'fallback', severity: 'info', variable: 'touser', message: '`${touser}` has no name to use: nothing follows the command in the chat message, so it becomes the sender, PixelPanda.'})]);
    expect(kinds('Hi ${touser}', {message: '!hug @Luna'})).toEqual([]);
  });

  it('lists at most maxDiagnostics problems and counts the rest, so a huge paste stays cheap', () => {
    const unknowns = 5000;
    const reply = Array.from({length: unknowns}, (_, index) => `\${nosuch${index}x}`).join(' ');
    const result = run(reply);
    expect(result.diagnostics.filter((d) => d.kind === 'unknown')).toHaveLength(maxDiagnostics);
    expect(result.unlisted).toBe(unknowns - maxDiagnostics);
    // A problem with the whole reply is listed whatever the count: the bot posts the names as typed, far over Twitch's limit.
    expect(result.diagnostics.at(-1)?.kind).toBe('length');
  });

  it('unbalanced brackets: an unterminated ${ and a stray }', () => {
    const open = only('Hello ${sender', 'brackets');
    expect(open.severity).toBe('error');
    expect(open.start).toBe(6);
    expect(run('Hello ${sender').text).toBe('Hello ${sender');
    expect(only('Hello $(sender', 'brackets').message).toContain('never closed with `)`');
    const stray = only('Hello ${sender}}', 'brackets');
    expect(stray.severity).toBe('warning');
    expect(stray.start).toBe(15);
  });

  it('wrong number of values: too few and too many', () => {
    expect(only('${weather}', 'arguments').message).toBe('${weather} needs 1 value after its name; it got 0.');
    expect(only('${random.pick}', 'arguments').message).toBe('${random.pick} needs at least 1 value after its name; it got 0.');
    const tooMany = only('${getcount falls twice}', 'arguments');
    expect(tooMany.severity).toBe('warning');
    expect(tooMany.message).toContain('takes at most 1 value; it got 2');
    expect(kinds('${count}')).toEqual([]);
    expect(kinds('${count falls +2}')).toEqual([]);
    expect(kinds('${ai write a poem about ${1:} in four lines}')).toEqual([]);
  });

  it('over the platform length limit: Twitch takes 500 characters, YouTube and Kick state none', () => {
    expect(kinds('x'.repeat(500))).toEqual([]);
    const long = only('x'.repeat(501), 'length');
    expect(long.message).toBe('The reply is 501 characters long; Twitch allows 500 in one chat message.');
    // Counted on the answer, not on what was typed.
    expect(kinds('${repeat 100 abcde}')).toContain('length');
    expect(kinds('x'.repeat(501), {platform: 'youtube'})).toEqual([]);
    expect(kinds('x'.repeat(501), {platform: 'kick'})).toEqual([]);
    // Characters, not UTF-16 units: 500 emoji fit.
    expect(kinds('🌧'.repeat(500))).toEqual([]);
  });

  it('does not work on the chosen platform: ${user} and ${game} on YouTube are left empty, what the bot posts there being undocumented', () => {
    for (const name of ['user', 'game']) {
      expect(kinds(`\${${name}}`, {platform: 'twitch'})).toEqual([]);
      const diagnostic = only(`\${${name}}`, 'platform', {platform: 'youtube'});
      expect(diagnostic.message).toBe(`\${${name}} does not work on YouTube, and what the bot posts there is not documented; the preview leaves it empty.`);
      expect(run(`[\${${name}}]`, {platform: 'youtube'}).text).toBe('[]');
    }
    expect(kinds('${user.points}', {platform: 'youtube'})).toEqual(['platform']);
    expect(kinds('${user}', {platform: 'kick'})).toEqual([]);
  });

  it('${redeem} on YouTube stays in the reply as typed (its literalOn), and works on Twitch only', () => {
    expect(kinds('${redeem}', {platform: 'twitch'})).toEqual([]);
    const diagnostic = only('${redeem hydrate}', 'platform', {platform: 'youtube'});
    expect(diagnostic.message).toBe('${redeem} does not work on YouTube: the bot posts it in the reply exactly as typed.');
    expect(run('Buying: ${redeem hydrate}', {platform: 'youtube'}).text).toBe('Buying: ${redeem hydrate}');
    expect(kinds('${redeem}', {platform: 'kick'})).toEqual(['platform']);
    expect(run('[${redeem}]', {platform: 'kick'}).text).toBe('[]');
    expect(variableLink('redeem')).toBe('/chatbot/variables/redeem');
    expect(variableLink('provider')).toBe('/chatbot/variables');
  });

  it('the VIP level exists on Twitch only', () => {
    expect(kinds('hi', {level: 'vip', platform: 'twitch'})).toEqual([]);
    const note = only('hi', 'platform', {level: 'vip', platform: 'kick'});
    expect(note.severity).toBe('info');
    expect(note.message).toBe('The VIP user level exists on Twitch only; a sender on Kick has one of the other levels.');
  });

  it('bad values get their own message', () => {
    expect(only('${math "2 +"}', 'value').message).toContain('cannot work out');
    expect(only('${random 20}', 'value').message).toContain('is not a range');
    expect(only('${count falls twice}', 'value').message).toContain('is not a counter change');
    expect(only('${repeat lots hey}', 'value').message).toContain('whole number');
    expect(only(`\${ai ${'a'.repeat(aiPromptLimit + 1)}}`, 'value').message).toBe(`The prompt is ${aiPromptLimit + 1} characters long; \${ai} takes up to ${aiPromptLimit}.`);
    expect(only('${leagueoflegends Maple#EUW mars}', 'value').message).toContain('is not one of the regions');
  });
});

describe('bounds: bad input ends quickly with a diagnostic', () => {
  it('a 5,000-character reply', () => {
    const reply = '${sender} rolls ${random 1-6}. '.repeat(160).slice(0, 5000);
    const result = run(reply);
    expect(result.diagnostics.map((d) => d.kind)).toContain('length');
  });

  it('nesting deeper than the limit', () => {
    const deep = '${repeat 1 '.repeat(maxNesting + 10) + 'x' + '}'.repeat(maxNesting + 10);
    const result = run(deep);
    expect(result.diagnostics.some((d) => d.kind === 'bound')).toBe(true);
  });

  it('5,000 characters of unterminated ${ give one diagnostic, not thousands', () => {
    const result = run('${'.repeat(2500));
    expect(result.diagnostics.filter((d) => d.kind === 'brackets')).toHaveLength(1);
    expect(result.diagnostics.filter((d) => d.kind === 'bound')).toHaveLength(1);
    expect(result.text).toBe('${'.repeat(2500));
  });

  it('the step budget stops a reply with more variables than it allows', () => {
    const result = run('${1}'.repeat(stepBudget + 50), {message: '!x a'});
    expect(result.steps).toBe(stepBudget + 1);
    expect(result.diagnostics.filter((d) => d.kind === 'bound')).toHaveLength(1);
    expect(result.text.endsWith('${1}'.repeat(49))).toBe(true);
  });

  it('a value cannot grow without end', () => {
    const result = run('${repeat 99999999 ${repeat 99999999 hey}}');
    expect(result.text.length).toBeLessThanOrEqual(maxValueLength);
    expect(result.diagnostics.some((d) => d.kind === 'bound')).toBe(true);
  });

  it('self-reference: what a chatter types is never read as variables again', () => {
    expect(run('You said ${1:}', {message: '!echo ${1:} ${count x} $(sender)'}).text).toBe('You said ${1:} ${count x} $(sender)');
    const sample = run('${customapi https://api.example.com/x}', {});
    expect(sample.text).not.toContain('${');
  });
});
