/**
 * spec/facts/updates-2026c.yaml for the chatbot variables and the custom commands page: one test
 * per correction, missing fact, unsure, no_marker and supersedes entry of those routes, reading the
 * variable data or the built Markdown twin (those need `npm run build`). Expected facts are read
 * from the sheet where it states them in a form a test can read; the no_source claims are checked
 * in noSource2026c.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {getVariable, toMainSpelling, variables, variablesWithoutPage, type VariableDoc} from '@site/src/data/variables';
import {variableTitle} from '@site/src/data/variables/paths';
import {platformOutcomes} from '@site/src/data/variables/platformOutcomes';
import {shortNoteLength} from '@site/src/data/validation/fields';
import {builtTwin} from '../../support/built';
import {correction, missing, sheet2026c, unsure} from '../../support/facts2026c';

const formsOf = (doc: VariableDoc) => doc.syntax.map((form) => toMainSpelling(form.form));
const notesOf = (doc: VariableDoc) => doc.notes.map((note) => `${note.text}${note.output ? ` ${note.output}` : ''}`).join('\n');
const outputsOf = (doc: VariableDoc) => doc.notes.flatMap((note) => (note.output ? [note.output] : []));
/** The backticked texts of a sheet value: "`<error>`; … `<error not_found>`" → ['<error>', '<error not_found>']. */
const backticked = (value: unknown) => [...String(value).matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
/** The form's name, as the sheet writes it: "$(time.until <when>) (unchanged)" → "time.until". */
const formName = (form: string) => /^\$\(([^\s)]+)/.exec(form)?.[1] ?? form;
/** A twin's section under a `##` heading, up to the next one. */
function section(twin: string, heading: string): string {
  const start = twin.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`no section "${heading}" in the twin`);
  const end = twin.indexOf('\n## ', start + 1);
  return twin.slice(start, end === -1 ? undefined : end);
}

describe('corrections /chatbot/variables/time (V1)', () => {
  const fact = correction('/chatbot/variables/time', 'syntax').fact as Record<string, unknown> & {clock_forms: string[]; countdown_form: string};
  const time = getVariable('time');

  it('has exactly the three clock forms and the countdown, in the site spelling', () => {
    const forms = formsOf(time);
    for (const form of fact.clock_forms) expect(forms, form).toContain(form);
    expect(forms.map(formName)).toContain(formName(fact.countdown_form));
    expect(forms).toHaveLength(fact.clock_forms.length + 1);
  });

  it('has no time.timezone or time.UTC form; time.timezone is named as a spelling the bot lacks', () => {
    const names = time.syntax.map((form) => form.form.toLowerCase());
    expect(names.some((form) => form.includes('time.timezone') || form.includes('time.utc'))).toBe(false);
    expect(time.notForms.map((wrong) => wrong.form)).toEqual(['${time.timezone <zone>}']);
    expect(time.notForms[0]?.instead).toBe('${time <zone>}');
  });

  it('says bare ${time} is UTC, the space and dot forms give the same, and the clock is 24-hour HH:MM', () => {
    expect(time.syntax[0]).toMatchObject({form: '${time}', meaning: expect.stringContaining('UTC')});
    expect(time.parameters.find((p) => p.name === '<zone>')?.meaning).toMatch(/after a space or after a dot, it gives the same answer/);
    expect(time.output).toMatch(/24-hour/);
    expect(time.output).toMatch(/`\d{2}:\d{2}`/);
  });

  it('rewrites the !mytime example with ${time Europe/Lisbon}', () => {
    expect(time.examples.find((example) => example.setup.startsWith('!command add !mytime'))?.setup).toContain('${time Europe/Lisbon}');
    for (const example of time.examples) for (const line of example.lines) if (line.role === 'bot' && /\d:\d/.test(line.text)) expect(line.text).toMatch(/\b\d{2}:\d{2}\b/);
  });

  it('the built page and the variables index (time row, answers worth expecting) say the same', () => {
    const page = builtTwin('/chatbot/variables/time');
    expect(section(page, 'Syntax')).not.toMatch(/time\.timezone|time\.UTC/);
    const index = builtTwin('/chatbot/variables');
    expect(index).not.toMatch(/time\.timezone|time\.UTC/);
    expect(section(index, 'Answers worth expecting')).toMatch(/\$\{time\}.*with no zone after it gives the time in UTC/s);
  });
});

describe('corrections /chatbot/variables/args (V2) and missing trigger_range_token', () => {
  const fact = correction('/chatbot/variables/args', 'title_and_syntax').fact as {tokens: Record<string, string>; everything_after_the_command: string};
  const args = getVariable('args');
  /** `$(N:M)` → a pattern for the site's forms of that shape: `${1:3}`. */
  const shape = (token: string) => new RegExp(`^\\$\\{${token.slice(2, -1).replace(/[NM]/g, '\\d+')}\\}$`);

  it('is titled by its subject, the argument tokens, and keeps its route', () => {
    expect(variableTitle('args')).toBe('Argument tokens');
    expect(builtTwin('/chatbot/variables/args')).toMatch(/^# Argument tokens$/m);
  });

  it('has a form of each token shape the sheet lists, and no ${args}', () => {
    const forms = args.syntax.map((form) => form.form);
    for (const token of Object.keys(fact.tokens)) expect(forms.some((form) => shape(token).test(form)), token).toBe(true);
    expect(forms).not.toContain('${args}');
    expect(args.notForms).toEqual([expect.objectContaining({form: '${args}', instead: toSite(fact.everything_after_the_command)})]);
  });

  it('numbers the command word 0, so everything after the command is ${1:}', () => {
    expect(args.syntax[0]?.meaning).toMatch(/The command is word 0/);
    expect(args.syntax.find((form) => form.form === toSite(fact.everything_after_the_command))?.meaning).toMatch(/everything typed after the command/);
  });

  it('states each rule: a missing word, the | fallback, backwards ranges, the emote check, brackets and nesting', () => {
    const notes = notesOf(args);
    expect(notes).toMatch(/prints nothing/);
    expect(args.syntax.map((form) => form.form)).toContain('${1|<text>}');
    expect(notes).toMatch(/backwards, or with a negative number, is not a token: the reply keeps it exactly as typed/);
    expect(outputsOf(args)).toContain('${3:1}');
    expect(notes).toMatch(/emote in that very message/);
    expect(args.aliases).toContain('${1.emote}');
    expect(notes).toMatch(/`\$\{1\}` and `\$\(1\)` are the same token/);
    expect(notes).toContain('${weather ${1:}}');
  });

  it('rewrites !echo with ${1:}', () => {
    const echo = args.examples.find((example) => example.setup.startsWith('!command add !echo'));
    expect(echo?.setup).toContain('${1:}');
  });

  it('missing: ${:M} gives the trigger through word M', () => {
    const token = missing('/chatbot/variables/args', 'trigger_range_token');
    expect(token.fact).toContain('$(:M)');
    const form = args.syntax.find((entry) => shape('$(:M)').test(entry.form));
    expect(form?.meaning).toMatch(/word 0, the command itself, up to word M/);
    expect(builtTwin('/chatbot/variables/args')).toContain('${:2}');
  });

  it('the chatter-input table on the index drops ${args} and adds ${:M}', () => {
    const table = section(builtTwin('/chatbot/variables'), 'Using what the chatter typed');
    expect(table).not.toMatch(/\$[({]args[)}]/);
    expect(table).toMatch(/`\$\{1:\}`.*everything typed after the command/);
    expect(table).toMatch(/\| `\$\{:2\}`\s+\|/);
  });

  it('the custom commands page links the argument tokens as ${1} and ${1:}', () => {
    const bullets = section(builtTwin('/chatbot/commands/custom'), 'Variables in responses');
    expect(bullets).toMatch(/\[`\$\{1\}` and `\$\{1:\}`\]\([^)]*\/chatbot\/variables\/args\)/);
    expect(bullets).not.toMatch(/\$[({]args[)}]/);
  });
});

/** `$(1:)` → `${1:}`. */
function toSite(form: string): string {
  return form.replace(/^\$\(/, '${').replace(/\)$/, '}');
}

describe('corrections /chatbot/variables/touser (V3)', () => {
  const touser = getVariable('touser');

  it('gives ${touser} no alias; ${1|sender} is said to print the word sender', () => {
    expect(touser.aliases).toEqual([]);
    expect(notesOf(touser)).toMatch(/`\$\{1\|sender\}` is not another way to write it.*prints the word sender/);
  });

  it('is the first word exactly as typed (@ kept, a leading / or . removed, no username check), else the sender’s display name', () => {
    expect(touser.output).toMatch(/exactly as the chatter typed it/);
    expect(touser.output).toMatch(/an `@` in front stays/);
    expect(touser.output).toMatch(/only a leading `\/` or `\.` is dropped/);
    expect(touser.output).toMatch(/not checked against any username/);
    expect(touser.output).toMatch(/display name/);
  });
});

describe('corrections /chatbot/variables/customapi (V4) and no_marker customapi', () => {
  const fact = correction('/chatbot/variables/customapi', 'status_rule') as {fact: string; other_errors: Record<string, string>; status_text: string};
  const customapi = getVariable('customapi');

  it('any status under 400 returns the body; 400 or higher gives the status line with code and reason phrase', () => {
    expect(notesOf(customapi)).toMatch(/any status below 400 \(every 2xx and 3xx\) puts its body in the reply unchanged/);
    const statusLine = backticked(fact.fact)[0]?.replace('<status>', /e\.g\. (.+)$/.exec(fact.status_text)?.[1] ?? '');
    expect(outputsOf(customapi)).toContain(statusLine);
  });

  it('lists the three other failures with the bot’s exact words', () => {
    for (const output of Object.keys(fact.other_errors)) {
      const fixed = output.replace(/\s*<[^>]+>$/, '');
      expect(outputsOf(customapi).some((text) => text.startsWith(fixed)), output).toBe(true);
    }
  });

  it('marks nothing about the status rule as not confirmed (both 2026 versions agree)', () => {
    expect(sheet2026c.no_marker.customapi).toBeDefined();
    expect(customapi.notes.filter((note) => note.unconfirmed)).toEqual([]);
  });

  it('the index’s answers worth expecting says the same', () => {
    const answers = section(builtTwin('/chatbot/variables'), 'Answers worth expecting');
    expect(answers).toMatch(/status\s+below 400/);
    expect(answers).toContain('The remote server returned status code 404 Not Found');
  });
});

describe('corrections /chatbot/variables/weather (V5) and no_marker weather', () => {
  const weather = getVariable('weather');

  it('asks the weather service on every run, without a "not confirmed" marker', () => {
    expect(sheet2026c.no_marker.weather).toBeDefined();
    expect(notesOf(weather)).toMatch(/Every run of the command asks the weather service again/);
    expect(weather.notes.filter((note) => note.unconfirmed)).toEqual([]);
    expect(section(builtTwin('/chatbot/variables'), 'Answers worth expecting')).toMatch(/\$\{weather\}.*asks the weather service again on every run/s);
  });
});

describe('corrections /chatbot/variables (V6, V8) and no_marker redeem', () => {
  it('greeting example: ${uptime} writes mins', () => {
    const index = builtTwin('/chatbot/variables');
    expect(index).toContain('We have been live for 2 hours 10 mins.');
    expect(index).not.toMatch(/\d+ minutes/);
  });

  it('${redeem} works on Twitch only and stays literal text on YouTube, stated plainly', () => {
    const redeem = getVariable('redeem');
    expect(redeem.platforms).toEqual(['twitch']);
    expect(redeem.unconfirmedPlatforms ?? []).toEqual([]);
    expect(redeem.literalOn).toEqual(['youtube']);
    expect(sheet2026c.no_marker.redeem).toMatch(/Twitch only/);
    expect(section(builtTwin('/chatbot/variables/redeem'), 'What can go wrong')).toContain('On YouTube, `${redeem}` does not work: the bot posts it in the reply exactly as typed.');
    expect(builtTwin('/chatbot/variables/redeem')).toMatch(/Works on: Twitch\s*$/m);
  });

  it('the uptime page writes its units as secs, mins, hours, days', () => {
    const uptime = getVariable('uptime');
    expect(notesOf(uptime)).toMatch(/secs, mins, hours and days/);
    for (const example of uptime.examples) for (const line of example.lines) if (line.role === 'bot') expect(line.text).not.toMatch(/minutes|seconds/);
  });
});

describe('corrections /chatbot/commands/custom (V6, V7)', () => {
  const custom = () => builtTwin('/chatbot/commands/custom');

  it('the stream-facts reply writes 1 hour 48 mins', () => {
    expect(custom()).toContain('Live for 1 hour 48 mins with');
    expect(custom()).not.toMatch(/\d+ minutes with/);
  });

  it('the weather reply shows 🌞 or 🌜 right after "<City>, <Country>:", and no other symbol', () => {
    const reply = /here is the weather: ([^.]+, [^:]+): (\S+)/u.exec(custom());
    expect(reply?.[2]).toMatch(/^(🌞|🌜)$/u);
    expect(custom()).not.toMatch(/☀|⛅|🌧|☁/u);
  });
});

describe('missing /chatbot/variables/title and /chatbot/variables/uptime: another channel (V9)', () => {
  it('naming another channel works on Twitch, and YouTube stays one short not-confirmed line', () => {
    for (const name of ['title', 'uptime']) {
      const doc = getVariable(name);
      expect(missing(`/chatbot/variables/${name}`, 'cross_channel').fact).toMatch(/works on Twitch/);
      expect(notesOf(doc), name).toMatch(/Naming another channel works on Twitch\./);
      const youtube = doc.notes.filter((note) => note.unconfirmed);
      expect(youtube, name).toHaveLength(1);
      expect(youtube[0]?.text).toMatch(/^On YouTube/);
    }
  });

  it('title: the three error outputs', () => {
    const errors = backticked(missing('/chatbot/variables/title', 'cross_channel').errors);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(outputsOf(getVariable('title')), error).toContain(error);
  });
});

describe('unsure redeem_success_reply', () => {
  it('shows both confirmation shapes, with invented values, in one short line marked not confirmed', () => {
    const entry = unsure('redeem_success_reply');
    expect(entry.routes).toContain('/chatbot/variables');
    const note = getVariable('redeem').notes.find((n) => n.unconfirmed);
    expect(note?.text.length).toBeLessThanOrEqual(shortNoteLength);
    // The two readings' shapes: '@<viewer> successfully redeemed <item> for <cost> points!' and '@<viewer>, you successfully redeemed <item> for <cost> points.'
    for (const reading of entry.readings) {
      const reply = /'([^']+)'/.exec(reading)?.[1] ?? '';
      const pattern = new RegExp(reply.replace(/[.*+?^${}()|[\]\\!]/g, '\\$&').replace(/<viewer>/, '\\w+').replace(/<item>/, '.+?').replace(/<cost>/, '\\d+'));
      expect(note?.text, reading).toMatch(pattern);
    }
    expect(section(builtTwin('/chatbot/variables/redeem'), 'What can go wrong')).toMatch(/not confirmed/);
  });
});

describe('supersedes: the older sheets’ variable entries no longer hold', () => {
  const lines = [...(sheet2026c.supersedes['updates-2026b.yaml'] ?? []), ...(sheet2026c.supersedes['updates-2026.yaml'] ?? [])].filter((line) =>
    /customapi|time: time\.timezone|weather|redeem\.platforms/.test(line),
  );

  it('names the entries this branch covers', () => {
    for (const fragment of ['variables.customapi.status', 'variables.weather.refresh', 'variables.redeem.platforms', "'customapi: only an HTTP 200", "'time: time.timezone", "'weather: refreshed"])
      expect(lines.some((line) => line.includes(fragment)), fragment).toBe(true);
  });

  it('no variable note or form says only a 200 returns the body, that time.timezone alone is UTC, or that weather refreshes every 10 to 15 minutes', () => {
    const all = [...variables, ...variablesWithoutPage.map((doc) => ({...doc, aliases: doc.aliases ?? []}))]
      .map((doc) => `${doc.syntax.map((form) => form.form).join(' ')} ${doc.notes.map((note) => note.text).join(' ')}`)
      .join('\n');
    expect(all).not.toMatch(/status 200|only a 200|10 to 15 minutes|\$\{time\.timezone\}/);
  });
});

describe('issue 41 item 6: every variable that does not work everywhere says what happens elsewhere', () => {
  const restricted = variables.filter((doc) => platformOutcomes(doc).length > 0);

  it('there are such variables, and each has a What can go wrong section naming every platform it misses', () => {
    expect(restricted.length).toBeGreaterThan(0);
    for (const doc of restricted) {
      const wrong = section(builtTwin(`/chatbot/variables/${doc.name}`), 'What can go wrong');
      for (const outcome of platformOutcomes(doc)) expect(wrong, doc.name).toContain(outcome.text);
    }
  });

  it('the index lists exactly those variables under Where each variable works', () => {
    const where = section(builtTwin('/chatbot/variables'), 'Where each variable works');
    const listed = [...where.matchAll(/^\s*[-*] \[`\$\{(\w+)\}`\]/gm)].map((match) => match[1]);
    expect(listed).toEqual(restricted.map((doc) => doc.name));
  });
});

describe('issue 42 item 4: not-confirmed notes are one short line', () => {
  it('every unconfirmed variable note fits one line of the limit', () => {
    const notes = variables.flatMap((doc) => doc.notes.filter((note) => note.unconfirmed).map((note) => note.text));
    for (const text of notes) {
      expect(text).not.toContain('\n');
      expect(text.length, text).toBeLessThanOrEqual(shortNoteLength);
    }
    for (const doc of variablesWithoutPage) if (doc.unconfirmed) expect(doc.unconfirmed.length).toBeLessThanOrEqual(shortNoteLength);
  });
});
