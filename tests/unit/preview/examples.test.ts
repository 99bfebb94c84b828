/**
 * Generated from src/data/variables: every worked example of every variable page runs through the
 * preview, and the bot's documented reply must have the preview's shape (fixed text exactly; values
 * from live services, records or chance, which the preview takes from its samples, as any text).
 * Every syntax form and alias must be understood with the right number of values.
 */
import {describe, expect, it} from 'vitest';
import type {ChatRole} from '@site/src/components/ChatExample';
import {variables} from '@site/src/data/variables';
import {parseCommandLines, type Diagnostic} from '@site/src/preview';
import type {UserLevelId} from '@site/src/data/userLevels';
import {run, shapeOf, testEnvironment} from './support';

const levelOf: Record<Exclude<ChatRole, 'bot'>, UserLevelId> = {viewer: 'everyone', moderator: 'moderator', broadcaster: 'broadcaster'};
const problems = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.kind}: ${d.message}`);

describe.each(variables.map((doc) => [doc.name, doc] as const))('${%s} examples', (_name, doc) => {
  it.each(doc.examples.map((example) => [example.title, example] as const))('%s', (_title, example) => {
    const commands = parseCommandLines(example.setup);
    expect(commands.size, 'the setup creates at least one command').toBeGreaterThan(0);
    const env = testEnvironment();
    let checked = 0;
    example.lines.forEach((line, index) => {
      if (line.role === 'bot') return;
      const name = line.text.trim().split(/\s+/)[0]?.replace(/^!/, '').toLowerCase() ?? '';
      const reply = commands.get(name);
      expect(reply, `the setup defines !${name}`).toBeDefined();
      const result = run(reply ?? '', {message: line.text, senderName: line.name ?? 'viewer', level: levelOf[line.role]}, env);
      expect(problems(result.diagnostics)).toEqual([]);
      const next = example.lines[index + 1];
      if (next?.role === 'bot') {
        expect(next.text).toMatch(shapeOf(result.pieces));
        checked += 1;
      } else {
        // No documented reply: the example's result says what happens instead.
        expect(example.result ?? '').not.toBe('');
      }
    });
    expect(checked + (example.result ? 1 : 0)).toBeGreaterThan(0);
  });
});

const placeholderValues: Record<string, string> = {
  '<min>-<max>': '1-20',
  "'<item>'": "'ramen'",
  '"<expression>"': '"round(10 / 4)"',
  '<zone>': 'Europe/Lisbon',
  '<timestamp>': '2030-01-01T00:00:00Z',
  '<id>': '3',
  '<username>': 'lanternfish',
  '<channel>': 'lanternfish',
  '<name>': 'deaths',
  '<change>': '+2',
  '<number>': '3',
  '<url>': 'https://api.example.com/next',
  '<symbol>': 'AMZN',
  '<region>': 'euw',
  '<Riot ID>': 'MapleMoth#EUW',
  // A true condition, so `${if}` posts its text.
  '<condition>': 'true',
};

/** Fills a form's placeholders with sample values; `<field>` forms give one reply per field and per field alias. */
function filledForms(form: string, fields: readonly string[]): string[] {
  const filled = form
    .replace(/\s*\.\.\./g, '')
    .replace(/"<[^>]+>"|'<[^>]+>'|<[^>]+>-<[^>]+>|<[^>]+>/g, (placeholder) => {
      if (placeholder === '<field>') return placeholder;
      return placeholderValues[placeholder] ?? (placeholder.startsWith('"') ? '"some words"' : 'word');
    });
  if (!filled.includes('<field>')) return [filled];
  return fields.map((field) => filled.replace('<field>', field.split('.').slice(1).join('.')));
}

describe('every syntax form and alias', () => {
  const cases = variables.flatMap((doc) =>
    [...doc.syntax.map((form) => form.form), ...doc.aliases].flatMap((form) =>
      filledForms(form, doc.fields.flatMap((field) => [field.name, ...(field.aliases ?? [])])).map((reply) => [doc.name, reply] as const),
    ),
  );

  it('covers every variable', () => {
    expect(new Set(cases.map(([name]) => name)).size).toBe(variables.length);
  });

  it.each(cases)('${%s}: %s', (_name, reply) => {
    const result = run(reply, {message: '!test lanternfish'});
    expect(problems(result.diagnostics)).toEqual([]);
    expect(result.silent).toBe(false);
  });
});
