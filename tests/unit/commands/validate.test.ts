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
  it('finds no problem in any of the 69 default commands', () => {
    expect(commands).toHaveLength(69);
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
    expect(errors).toContain('/chatbot/commands/default/wave: field "platforms[0]" must be one of twitch, youtube, kick, trovo');
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
