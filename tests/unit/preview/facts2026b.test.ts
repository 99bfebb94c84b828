/**
 * The reply preview against the facts an audit found it breaking: updates-2026b (channel provider,
 * channel field aliases, another channel's fields, the rank form, pubg with too few values) and
 * updates-2026c (the weather reply's place, the redeem confirmation). Names, counts and samples come
 * from src/data/variables and the facts sheets, not from this file.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {buildCatalog, defaultSamples, type Diagnostic} from '@site/src/preview';
import {getVariable, variables} from '@site/src/data/variables';
import {platformIds} from '@site/src/data/platforms';
import {checkVariables} from '@site/src/data/variables/validate';
import type {VariableDoc} from '@site/src/data/variables/types';
import {context, texts} from '../dataValidation/context';
import {sharedDir} from '../../support/routes';
import {correction, unsure} from '../../support/facts2026c';
import {run} from './support';

/** spec/facts/updates-2026b.yaml, variables section. */
const sheet2026b = yaml.load(readFileSync(path.join(sharedDir, 'facts/updates-2026b.yaml'), 'utf8')) as {variables: Record<string, Record<string, string>>};
const channelFacts = sheet2026b.variables.channel ?? {};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const problems = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((d) => d.severity !== 'info');
const channel = getVariable('channel');
const other = 'lanternfish';

describe('${channel.provider} (updates-2026b variables.channel.provider)', () => {
  it('is the platform in lower case, the same as ${provider}, on every platform', () => {
    const allowed = String(channelFacts.provider);
    expect(allowed).toMatch(/lowercase/);
    for (const platform of platformIds) {
      const given = run('${channel.provider}', {platform}).text;
      expect(given, platform).toBe(platform);
      expect(given, platform).toBe(given.toLowerCase());
      expect(allowed, platform).toContain(given);
      expect(given, platform).toBe(run('${provider}', {platform}).text);
    }
  });
});

describe('field aliases (updates-2026b variables.channel.field_aliases)', () => {
  /** "provider_id = twitchid = youtubeid; title = status; …" → [['provider_id', 'twitchid', 'youtubeid'], …]. */
  const groups = String(channelFacts.field_aliases)
    .split(';')
    .map((group) => group.split('=').map((name) => name.trim()).filter(Boolean));

  it('the channel data declares each documented alias on its field', () => {
    expect(groups.length).toBeGreaterThan(0);
    for (const [field, ...aliases] of groups) {
      const declared = channel.fields.find((entry) => entry.name === `channel.${field}`);
      expect(declared, `channel.${field}`).toBeDefined();
      expect([...(declared?.aliases ?? [])].sort(), `channel.${field}`).toEqual(aliases.map((alias) => `channel.${alias}`).sort());
    }
  });

  it('the data’s check refuses an alias outside the variable, one that is a field itself, and one listed twice', () => {
    // Only the fields' problems: the test context does not hold the pages the entry links to.
    const withFields = (fields: VariableDoc['fields']) =>
      texts(checkVariables([{...channel, fields}], [], context)).flatMap((problem) => /\bfields\[.*$/.exec(problem) ?? []);
    expect(withFields(channel.fields)).toEqual([]);
    const [first, second] = channel.fields;
    if (!first || !second) throw new Error('the channel data needs two fields');
    expect(withFields([{...first, aliases: ['sender.nick']}, second])).toEqual(['fields[0].aliases[0]: must start with "channel."']);
    expect(withFields([{...first, aliases: [second.name]}, second])).toEqual([`fields[0].aliases[0]: "${second.name}" is a field of its own; a name cannot be both`]);
    expect(withFields([{...first, aliases: ['channel.nick']}, {...second, aliases: ['channel.nick']}])).toEqual(['fields[1].aliases[0]: "channel.nick" is listed twice']);
  });

  const aliased = variables.flatMap((doc) => doc.fields.flatMap((field) => (field.aliases ?? []).map((alias) => ({variable: doc.name, field: field.name, alias}))));

  it('every field alias in the data is a name the preview knows, for its variable', () => {
    const catalog = buildCatalog();
    expect(aliased.length).toBe(groups.reduce((sum, group) => sum + group.length - 1, 0));
    for (const {variable, alias} of aliased) expect(catalog.names.get(alias)?.variable, alias).toBe(variable);
  });

  it('an alias gives exactly what its field gives, without a problem, on every platform, for your channel and for another', () => {
    const catalog = buildCatalog();
    for (const platform of platformIds) {
      for (const {field, alias} of aliased) {
        const own = run(`\${${alias}}`, {platform});
        expect(problems(own.diagnostics), `${alias} on ${platform}`).toEqual([]);
        expect(own.text, `${alias} on ${platform}`).toBe(run(`\${${field}}`, {platform}).text);
        if ((catalog.names.get(alias)?.max ?? 0) < 1) continue;
        expect(run(`\${${alias} ${other}}`, {platform}).text, `${alias} ${other} on ${platform}`).toBe(run(`\${${field} ${other}}`, {platform}).text);
      }
    }
  });
});

describe('${channel.<field> <channel>} (updates-2026b variables.channel.other_channel)', () => {
  const fact = String(channelFacts.other_channel);
  /** "subs and subpoints give 0 for other channels" → ['subs', 'subpoints']. */
  const zeroFields = /(\w+) and (\w+) give 0 for other channels/.exec(fact)?.slice(1) ?? [];
  const fieldNames = channel.fields.map((field) => field.name.slice('channel.'.length));
  const samples = defaultSamples();

  it('the fact names the fields that give 0, and they are channel fields', () => {
    expect(zeroFields.length).toBe(2);
    for (const field of zeroFields) expect(fieldNames).toContain(field);
  });

  it('on Twitch, subs and subpoints give 0 for another channel, however they are spelt', () => {
    for (const field of zeroFields) {
      const spellings = [`channel.${field}`, ...(channel.fields.find((entry) => entry.name === `channel.${field}`)?.aliases ?? [])];
      for (const name of spellings) {
        expect(run(`\${${name} ${other}}`).text, name).toBe('0');
        expect(run(`\${${name}}`).text, name).toBe(samples.fields[`channel.${field}`]);
      }
    }
  });

  it('on Twitch, game, title and uptime read the other channel, as ${game}, ${title} and ${uptime} do', () => {
    expect(run(`\${channel.uptime ${other}}`).text).toBe(samples['other.uptime']);
    expect(run(`\${channel.game ${other}}`).text).toBe(samples['other.game']);
    expect(run(`\${channel.title ${other}}`).text).toBe(samples['other.title']);
    for (const field of ['uptime', 'game', 'title']) expect(run(`\${channel.${field} ${other}}`).text, field).toBe(run(`\${${field} ${other}}`).text);
    // Your own channel being offline says nothing about the other one.
    expect(run(`\${channel.uptime ${other}}`, {samples: {...samples, live: 'no'}}).text).toBe(samples['other.uptime']);
  });

  it('on Twitch, no field quietly gives your own channel’s figure: each reads the other channel, or a note says the facts are silent', () => {
    // The channel named is looked up on Twitch, so its provider is the same as yours: checked below.
    for (const field of fieldNames.filter((name) => name !== 'provider')) {
      const own = run(`\${channel.${field}}`).text;
      const result = run(`\${channel.${field} ${other}}`);
      expect(problems(result.diagnostics), field).toEqual([]);
      const said = result.diagnostics.some((d) => d.severity === 'info' && d.variable === 'channel');
      expect(result.text !== own || said, `${field}: "${result.text}"`).toBe(true);
    }
    expect(run(`\${channel.provider ${other}}`).text).toBe('twitch');
    expect(run(`\${channel.display_name ${other}}`).text.toLowerCase()).toBe(other);
  });

  it('on YouTube, every field gives your own channel’s figure, and a note says so', () => {
    expect(fact).toMatch(/on YouTube it returns your own channel's data/);
    for (const field of fieldNames) {
      const result = run(`\${channel.${field} ${other}}`, {platform: 'youtube'});
      expect(result.text, field).toBe(run(`\${channel.${field}}`, {platform: 'youtube'}).text);
      expect(problems(result.diagnostics), field).toEqual([]);
      expect(result.diagnostics.map((d) => d.message).join(' '), field).toMatch(/YouTube.*your own channel/);
    }
  });

  it('on Kick, where the facts say nothing, the preview does not make an answer up and says so', () => {
    for (const field of fieldNames) {
      const result = run(`[\${channel.${field} ${other}}]`, {platform: 'kick'});
      expect(result.text, field).toBe('[]');
      expect(result.diagnostics.map((d) => d.message).join(' '), field).toMatch(/Kick.*not documented/);
    }
  });
});

describe('rank variables (updates-2026b: <tier> <division> (<LP> LP), with no prefix)', () => {
  /** `Platinum II (47 LP)` → /^[A-Z][a-z]+ [IV]+ \(\d+ LP\)$/: the form the data's example shows. */
  function rankShape(variable: string): RegExp {
    const example = /such as `([^`]+)`/.exec(getVariable(variable).output)?.[1] ?? '';
    expect(example, variable).not.toBe('');
    const pattern = escape(example).replace(/\d+/g, '\\d+').replace(/\b[IV]+\b/g, '[IV]+').replace(/^[A-Z][a-z]+/, '[A-Z][a-z]+');
    return new RegExp(`^${pattern}$`);
  }

  it('the facts say there is no prefix', () => {
    expect(sheet2026b.variables.leagueoflegends?.output).toMatch(/with no prefix/);
    expect(sheet2026b.variables.teamfighttactics?.output).toMatch(/no prefix/);
  });

  it('${leagueoflegends}, ${teamfighttactics} and ${tft} give the rank alone, in the documented form', () => {
    const riotId = 'MapleMoth#EUW';
    const replies: [string, string][] = [
      ['leagueoflegends', `\${leagueoflegends ${riotId} euw}`],
      ['teamfighttactics', `\${teamfighttactics euw ${riotId}}`],
      ['teamfighttactics', `\${tft euw ${riotId}}`],
    ];
    for (const [variable, reply] of replies) {
      const result = run(reply);
      expect(problems(result.diagnostics), reply).toEqual([]);
      expect(result.text, reply).toMatch(rankShape(variable));
    }
  });
});

describe('${pubg} with fewer values than it needs (updates-2026b variables.pubg.notes)', () => {
  const required = getVariable('pubg').parameters.filter((parameter) => parameter.required).length;
  const values = ['na', 'lanternfish', 'solo', 'kd', 'extra'].slice(0, required);

  it('the facts require every value, and the data marks each required', () => {
    expect(sheet2026b.variables.pubg?.notes).toMatch(/all four required \(with fewer it stays literal text\)/);
    expect(values.length).toBe(required);
  });

  it('stays in the reply as typed, with an error, for every count below the required one', () => {
    for (let count = 0; count < required; count += 1) {
      const reply = `K/D: ${count === 0 ? '${pubg}' : `\${pubg ${values.slice(0, count).join(' ')}}`}!`;
      const result = run(reply);
      expect(result.text, reply).toBe(reply);
      expect(result.diagnostics.map((d) => `${d.severity} ${d.kind}`), reply).toEqual(['error arguments']);
    }
  });

  it('with every value, gives the statistic sample', () => {
    expect(run(`\${pubg ${values.join(' ')}}`).text).toBe(defaultSamples().pubg);
  });
});

describe('${weather} (updates-2026c corrections /chatbot/commands/custom weather_example_reply)', () => {
  const samples = defaultSamples();
  const opening = /'<City>, <Country>:'/;

  it('the facts say the reply opens with the city and its country', () => {
    expect(String(correction('/chatbot/commands/custom', 'weather_example_reply').fact)).toMatch(opening);
  });

  it('a place typed without a country gets the country sample after it', () => {
    expect(run('${weather Reykjavik}').text).toBe(`Reykjavik, ${samples['weather.country']}: ${samples.weather}`);
    expect(run('${weather ${1:}}', {message: '!weather Reykjavik'}).text).toMatch(new RegExp(`^Reykjavik, [^,:]+: ${escape(samples.weather)}$`));
  });

  it('a place typed with its country keeps that country, and a region in between is left out', () => {
    expect(run('${weather "Porto, Portugal"}').text).toBe(`Porto, Portugal: ${samples.weather}`);
    expect(run('${weather "Springfield, Illinois, United States"}').text).toBe(`Springfield, United States: ${samples.weather}`);
  });
});

describe('${redeem} (updates-2026c unsure.redeem_success_reply)', () => {
  /** "… page: '@<viewer> successfully redeemed <item> for <cost> points!'" → a pattern for that wording. */
  const wordings = unsure('redeem_success_reply').readings.map((reading) => /'(@<viewer>[^']*)'/.exec(reading)?.[1] ?? '');

  it('the facts give two wordings, both opening with @<viewer>', () => {
    expect(wordings.length).toBe(2);
    for (const wording of wordings) expect(wording).toMatch(/^@<viewer>/);
  });

  it('the sample confirmation follows one of the two wordings, mentioning whoever ran the command', () => {
    for (const senderName of ['PixelPanda', 'sunnyotter']) {
      const patterns = wordings.map(
        (wording) => new RegExp(`^${escape(wording).replace('<viewer>', escape(senderName)).replace('<item>', '\\S.*?').replace('<cost>', '\\d[\\d,]*')}$`),
      );
      const reply = run('${redeem}', {message: '!hydrate', senderName}).text;
      expect(patterns.some((pattern) => pattern.test(reply)), reply).toBe(true);
    }
  });
});
