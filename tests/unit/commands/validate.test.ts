import {describe, expect, it} from 'vitest';
import {commands} from '@site/src/data/commands';
import {assertValidCommands, validateCommand, validateCommands} from '@site/src/data/commands/validate';

/** A small, valid entry to break one field at a time. */
const sample = () => ({
  name: 'wave',
  summary: 'Waves at chat.',
  userLevel: 'everyone',
  aliases: ['!hi'],
  syntax: ['!wave [username]'],
  arguments: [{name: '[username]', required: false, description: 'Who to wave at.'}],
  platforms: ['twitch'],
  examples: [{title: 'Waving', lines: [{role: 'viewer', name: 'LunaByte', text: '!wave'}]}],
  edgeCases: [],
  relatedCommands: [],
});

describe('validateCommands on the real data', () => {
  it('finds no problem in any default command', () => {
    expect(commands.length).toBeGreaterThan(0);
    expect(validateCommands(commands)).toEqual([]);
  });
});

describe('validateCommand rejects malformed entries', () => {
  it('accepts the valid sample', () => {
    expect(validateCommand(sample())).toEqual([]);
  });

  it('names the page and the field when a field is missing', () => {
    const {summary: _summary, ...entry} = sample();
    expect(validateCommand(entry)).toEqual(['/chatbot/commands/default/wave: field "summary" must be one sentence on one line']);
    const {aliases: _aliases, ...noAliases} = sample();
    expect(validateCommand(noAliases)).toContain('/chatbot/commands/default/wave: field "aliases" is missing (use [] for none)');
  });

  it('rejects a syntax form that does not start with "!" plus the name or an alias', () => {
    expect(validateCommand({...sample(), syntax: ['wave [username]']})).toEqual([
      '/chatbot/commands/default/wave: field "syntax[0]" must start with "!wave" or an alias; got "wave [username]"',
    ]);
    expect(validateCommand({...sample(), syntax: ['!waves [username]']})[0]).toContain('field "syntax[0]"');
    expect(validateCommand({...sample(), syntax: ['!hi [username]']})).toEqual([]);
  });

  it('rejects an unknown user level', () => {
    expect(validateCommand({...sample(), userLevel: 'admin'})).toEqual([
      '/chatbot/commands/default/wave: field "userLevel" must be one of everyone, subscriber, regular, vip, moderator, supermoderator, broadcaster; got "admin"',
    ]);
  });

  it('rejects an unknown subcommand user level and a subcommand form for another word', () => {
    const entry = {...sample(), subcommands: [{name: 'back', syntax: ['!wave again'], description: 'Waves back.', userLevel: 'owner'}]};
    const errors = validateCommand(entry);
    expect(errors).toContain('/chatbot/commands/default/wave: field "subcommands[0].userLevel" must be one of everyone, subscriber, regular, vip, moderator, supermoderator, broadcaster');
    expect(errors).toContain('/chatbot/commands/default/wave: field "subcommands[0].syntax[0]" must start with "!wave back"; got "!wave again"');
  });

  it('rejects a misspelt field, an argument missing from the syntax, and a bad platform', () => {
    const errors = validateCommand({...sample(), alias: [], arguments: [{name: '<target>', required: true, description: 'x'}], platforms: ['myspace']});
    expect(errors).toContain('/chatbot/commands/default/wave: field "alias" is not a known field');
    expect(errors).toContain('/chatbot/commands/default/wave: field "arguments[0].name" "<target>" appears in no syntax form');
    expect(errors).toContain('/chatbot/commands/default/wave: field "platforms[0]" must be one of twitch, youtube, kick');
    expect(validateCommand({...sample(), platforms: ['trovo']})).toEqual(['/chatbot/commands/default/wave: field "platforms[0]" must be one of twitch, youtube, kick']);
  });

  it('accepts hyphenated and dotted aliases such as !ctrl-z and !songs.pop(), and rejects other punctuation', () => {
    expect(validateCommand({...sample(), aliases: ['!hi-there']})).toEqual([]);
    expect(validateCommand({...sample(), aliases: ['!hi.there()']})).toEqual([]);
    expect(validateCommand({...sample(), aliases: ['!hi--there']})).toEqual([
      '/chatbot/commands/default/wave: field "aliases[0]" must be "!" followed by lowercase letters and digits (single hyphens or dots between, an optional "()" at the end)',
    ]);
    expect(validateCommand({...sample(), aliases: ['!hi()there']})[0]).toContain('field "aliases[0]"');
    expect(validateCommand({...sample(), aliases: ['!hi_there']})[0]).toContain('field "aliases[0]"');
  });

  it('rejects unconfirmed aliases the command does not have', () => {
    expect(validateCommand({...sample(), unconfirmedAliases: ['!hi']})).toEqual([]);
    expect(validateCommand({...sample(), unconfirmedAliases: ['!yo']})).toEqual([
      '/chatbot/commands/default/wave: field "unconfirmedAliases[0]" "!yo" is not one of the aliases',
    ]);
    expect(validateCommand({...sample(), unconfirmedAliases: []})).toEqual(['/chatbot/commands/default/wave: field "unconfirmedAliases" must list aliases when present']);
  });

  it('rejects a cooldown without seconds or note, text cooldowns, and seconds that are not whole and positive', () => {
    expect(validateCommand({...sample(), cooldown: {perUserSeconds: 10, globalSeconds: 3, note: 'Set in the module.'}})).toEqual([]);
    expect(validateCommand({...sample(), cooldown: {}})).toEqual(['/chatbot/commands/default/wave: field "cooldown" needs seconds or a note']);
    expect(validateCommand({...sample(), cooldown: '10 s'})).toEqual([
      '/chatbot/commands/default/wave: field "cooldown" must be an object with perUserSeconds, globalSeconds and/or note',
    ]);
    expect(validateCommand({...sample(), cooldown: {perUserSeconds: 0, globalSeconds: 2.5, user: 3}})).toEqual([
      '/chatbot/commands/default/wave: field "cooldown.user" is not a known field',
      '/chatbot/commands/default/wave: field "cooldown.perUserSeconds" must be a whole number of seconds above 0',
      '/chatbot/commands/default/wave: field "cooldown.globalSeconds" must be a whole number of seconds above 0',
    ]);
  });

  it('rejects needs that are not a list of requirements, and malformed limits and notes', () => {
    expect(validateCommand({...sample(), needs: [{label: 'Loyalty'}, {label: 'Duel module', to: '/chatbot/modules/duel'}]})).toEqual([]);
    expect(validateCommand({...sample(), needs: {label: 'Loyalty'}})).toEqual(['/chatbot/commands/default/wave: field "needs" must list requirements, or be left out']);
    expect(validateCommand({...sample(), needs: [{label: 'x', to: 'https://example.com'}]})).toEqual([
      '/chatbot/commands/default/wave: field "needs[0].to" must be a site route like /chatbot/modules/duel',
    ]);
    expect(validateCommand({...sample(), limits: ['At most 300 seconds.'], notes: [{text: 'Off by default.', unconfirmed: true}]})).toEqual([]);
    expect(validateCommand({...sample(), limits: []})).toEqual(['/chatbot/commands/default/wave: field "limits" must be a list of sentences, or be left out']);
    expect(validateCommand({...sample(), notes: [{text: 'no full stop'}, {text: 'Fine.', unconfirmed: false}, {text: 'Fine.', source: 'x'}]})).toEqual([
      '/chatbot/commands/default/wave: field "notes[0].text" must be a sentence',
      '/chatbot/commands/default/wave: field "notes[1].unconfirmed" must be true or left out',
      '/chatbot/commands/default/wave: field "notes[2].source" is not a known field',
    ]);
  });

  it('rejects a chat line with an unknown role and a link that is not a site route', () => {
    const errors = validateCommand({
      ...sample(),
      examples: [{title: 'x', lines: [{role: 'narrator', text: 'hi'}]}],
      seeAlso: [{label: 'Elsewhere', to: 'https://example.com/page'}],
    });
    expect(errors).toContain('/chatbot/commands/default/wave: field "examples[0].lines[0].role" must be one of viewer, moderator, broadcaster, bot');
    expect(errors).toContain('/chatbot/commands/default/wave: field "seeAlso[0]" needs a label and a site route');
  });
});

describe('validateCommands across the list', () => {
  it('rejects an alias used by two commands, naming the second page', () => {
    const other = {...sample(), name: 'greet', syntax: ['!greet'], arguments: [], aliases: ['!hi']};
    expect(validateCommands([sample(), other])).toEqual([
      '/chatbot/commands/default/greet: field "aliases" uses !hi, which already belongs to !wave',
    ]);
  });

  it('rejects an alias that is another command’s name, and related commands that do not exist', () => {
    const other = {...sample(), name: 'greet', syntax: ['!greet'], arguments: [], aliases: ['!wave'], relatedCommands: ['nosuch']};
    const errors = validateCommands([sample(), other]);
    expect(errors).toContain('/chatbot/commands/default/greet: field "aliases" uses !wave, which already belongs to !wave');
    expect(errors).toContain('/chatbot/commands/default/greet: field "relatedCommands[0]" names "nosuch", which is not another default command');
  });

  it('assertValidCommands throws one error listing every problem', () => {
    expect(() => assertValidCommands([{...sample(), userLevel: 'admin', syntax: ['wave']}])).toThrowError(
      /Invalid command data:\n.*field "userLevel".*\n.*field "syntax\[0\]"/,
    );
  });
});
