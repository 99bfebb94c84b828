import {describe, expect, it} from 'vitest';
import {moduleBySlug, type ChatModule} from '@site/src/data/modules';
import {validateModule} from '@site/src/data/modules/validate';
import {filterBySlug, type SpamFilter} from '@site/src/data/filters';
import {validateFilter} from '@site/src/data/filters/validate';
import {placeholdersIn, type Setting} from '@site/src/data/settings';
import {knownRoutes} from './helpers';

const duel = moduleBySlug('duel');
const links = filterBySlug('links');

function withModule(change: Partial<ChatModule>): ChatModule {
  return {...duel, ...change};
}

describe('validateModule rejects malformed entries and names page and field', () => {
  it('a setting without a default key', () => {
    const broken = {name: 'Maximum amount', type: 'points', meaning: 'Largest stake.'} as unknown as Setting;
    const problems = validateModule(withModule({settings: [broken]}));
    expect(problems).toEqual([expect.stringMatching(/^\/chatbot\/modules\/duel › settings\[0\] "Maximum amount" › default: missing/)]);
  });

  it('an empty default or an unknown setting type', () => {
    const problems = validateModule(withModule({settings: [{name: 'Cooldown', type: 'hours' as Setting['type'], default: ' ', meaning: 'x'}]}));
    expect(problems.join('\n')).toMatch(/settings\[0\] "Cooldown" › type: "hours" is not a known setting type/);
    expect(problems.join('\n')).toMatch(/settings\[0\] "Cooldown" › default: must be a non-empty string, or null/);
  });

  it('a template placeholder that is not documented', () => {
    const problems = validateModule(withModule({templates: [{name: 'Win message', sentWhen: 'A duel ends.', placeholders: ['{champion}']}]}));
    expect(problems).toEqual(['/chatbot/modules/duel › templates[0] "Win message" › placeholders: {champion} is not documented in the page\'s placeholder list']);
  });

  it('a default template that uses a token it does not declare', () => {
    const problems = validateModule(
      withModule({templates: [{name: 'Win message', sentWhen: 'A duel ends.', placeholders: ['{winner}'], default: '{winner} beat {loser}'}]}),
    );
    expect(problems.join('\n')).toMatch(/templates\[0\] "Win message" › default: uses \{loser\}, which the template does not declare/);
  });

  it('a command whose page is not a route, or with a wrong usage or user level', () => {
    const problems = validateModule(
      withModule({commands: [{command: 'fight', usage: '!duel x', level: 'admin' as 'moderator', does: 'Fights.'}]}),
      knownRoutes,
    );
    expect(problems).toEqual([
      '/chatbot/modules/duel › commands[0] › command: /chatbot/commands/default/fight is not a route in routes.txt',
      '/chatbot/modules/duel › commands[0] › usage: must start with "!fight"',
      '/chatbot/modules/duel › commands[0] › level: "admin" is not a user level',
    ]);
  });

  it('a websocket topic that is not a route', () => {
    expect(validateModule(withModule({topicRoute: '/websockets/topics/nope'}), knownRoutes)).toEqual([
      '/chatbot/modules/duel › topicRoute: /websockets/topics/nope is not a route in routes.txt',
    ]);
  });
});

describe('validateFilter rejects malformed entries and names page and field', () => {
  function withFilter(change: Partial<SpamFilter>): SpamFilter {
    return {...links, ...change};
  }

  it('a filter with no penalties or no settings', () => {
    const problems = validateFilter(withFilter({penalties: [], settings: []}));
    expect(problems).toContain('/chatbot/filters/links › settings: list every setting');
    expect(problems).toContain('/chatbot/filters/links › penalties: say what happens to a message that breaks the filter');
  });

  it('a setting listed twice', () => {
    const allowlist = links.settings[0]!;
    const problems = validateFilter(withFilter({settings: [allowlist, allowlist]}));
    expect(problems).toEqual(['/chatbot/filters/links › settings[1] "Allowlist": listed twice']);
  });

  it('permit without an explanation of !permit', () => {
    expect(validateFilter(withFilter({exemptions: []}))).toEqual(['/chatbot/filters/links › exemptions: permit is true, so explain !permit here']);
  });
});

describe('placeholdersIn', () => {
  it('finds {tokens} once each and skips ${variables}', () => {
    expect(placeholdersIn('/me {user} won {bet} ${pointsname}, {user} now has {points} ${pointsname}')).toEqual(['{user}', '{bet}', '{points}']);
  });
});
