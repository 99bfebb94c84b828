import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {Highlight, normalizeTokens} from 'prism-react-renderer';
import type {PrismTheme} from 'prism-react-renderer';
import type PrismCore from 'prismjs/components/prism-core';
import {GRAMMAR_GROUPS, grammarGroupOf, type GrammarGroup} from '../../src/components/PrismHighlighting/languages';
import {highlightLines, styleDictionary, tokenStyle, tokensToLines, type LineToken} from '../../src/components/PrismHighlighting/tokens';
import {darkCodeTheme, lightCodeTheme} from '../../config/prismThemes';

type Prism = typeof PrismCore;

// One sample per language the docs use, with nesting, blank lines and Windows line ends. The HTML
// one embeds CSS and JavaScript, which only highlight if the web group loads them with markup.
const samples: Record<string, string> = {
  json: '{\n  "type": "channel.tips",\n\n  "data": {"amount": 5, "ok": true, "note": null}\n}',
  javascript: "const pulse = document.querySelector('.alert');\n/** Doc comment. */\nwindow.addEventListener('onEventReceived', (obj) => {\n  if (obj.detail.listener === `tip-latest`) pulse.classList.add(`on-${obj.detail.event.amount}`);\n});",
  js: 'SE_API.store.set("key", {count: 1});',
  css: '.follow-alert {\n  color: #ff0;\n  animation: pulse 1s ease-in-out infinite;\n}\r\n@media (max-width: 600px) { .a::before { content: "x"; } }',
  html: '<div class="alert" data-id="1" style="color: red">\n  <img src="{{image}}" alt="" onload="start(1)">\n  <!-- comment -->\n</div>\n<style>.alert { opacity: 0.5; }</style>\n<script>const name = `tip-${1}`;</script>',
  bash: 'curl -H "Authorization: Bearer $TOKEN" https://example.test/v2/channels/me | jq \'.id\'\n\necho "done"',
  sh: 'for f in *.json; do echo "$f"; done',
  python: 'import json\n\ndef on_message(ws, message):\n    data = json.loads(message)  # parse\n    print(f"{data[\'type\']}")',
  go: 'package main\n\nimport "fmt"\n\n// Tip is one event.\ntype Tip struct {\n\tAmount float64 `json:"amount"`\n}\n\nfunc main() {\n\tfor i := 0; i < 3; i++ {\n\t\tfmt.Printf("%d\\n", i)\n\t}\n}',
  csharp: 'using System.Text.Json;\n\n// One event.\npublic sealed record Tip(string Name, decimal Amount);\n\nvar tip = new Tip("ada", 5m);\nConsole.WriteLine($"{tip.Name}: {tip.Amount}");',
};

/** How the site loaded its grammars before they were split into groups: all of them, in this order. */
const ALL_GRAMMARS_BEFORE = ['markup', 'css', 'css-extras', 'clike', 'javascript', 'js-extras', 'json', 'bash', 'python', 'go', 'csharp'];

const groupModules: Record<GrammarGroup, () => Promise<{default: Prism}>> = {
  web: () => import('../../src/components/PrismHighlighting/grammars/web'),
  json: () => import('../../src/components/PrismHighlighting/grammars/json'),
  bash: () => import('../../src/components/PrismHighlighting/grammars/bash'),
  python: () => import('../../src/components/PrismHighlighting/grammars/python'),
  go: () => import('../../src/components/PrismHighlighting/grammars/go'),
  csharp: () => import('../../src/components/PrismHighlighting/grammars/csharp'),
  core: () => import('../../src/components/PrismHighlighting/prism'),
};
const GROUPS = Object.keys(GRAMMAR_GROUPS) as (keyof typeof GRAMMAR_GROUPS)[];

/** A new module registry, so the next imports build a new Prism (the grammars register globally). */
function freshModules(): void {
  vi.resetModules();
  delete (globalThis as {Prism?: unknown}).Prism;
}

/** A new Prism with just these groups, loaded in this order, as a page (or pages in turn) would. */
async function prismWith(...groups: GrammarGroup[]): Promise<Prism> {
  freshModules();
  let prism = (await groupModules.core()).default;
  for (const group of groups) prism = (await groupModules[group]()).default;
  return prism;
}

/** A new Prism with every grammar in the order the site used before the split. */
async function prismBeforeTheSplit(): Promise<Prism> {
  freshModules();
  const {default: prism} = await import('prismjs/components/prism-core');
  for (const grammar of ALL_GRAMMARS_BEFORE) await import(`prismjs/components/prism-${grammar}`);
  return prism;
}

/** Prism's token stream for a sample, as plain data (token objects from two registries compare by value). */
function streamOf(prism: Prism, language: string): unknown {
  const grammar = prism.languages[language];
  expect(grammar, `grammar for ${language}`).toBeDefined();
  return JSON.parse(JSON.stringify(prism.tokenize(samples[language]!, grammar!)));
}

function libraryTokens(prism: Prism, code: string, language: string, theme: PrismTheme): {lines: LineToken[][]; styles: unknown[][]} {
  let captured = {lines: [] as LineToken[][], styles: [] as unknown[][]};
  renderToStaticMarkup(
    <Highlight prism={prism as never} theme={theme} code={code} language={language}>
      {({tokens, getTokenProps}) => {
        captured = {lines: tokens as LineToken[][], styles: tokens.map((line) => line.map((token) => getTokenProps({token}).style))};
        return <></>;
      }}
    </Highlight>,
  );
  return captured;
}

describe('the grammar groups', () => {
  it('have a sample of each group among the samples', () => {
    expect(new Set(Object.keys(samples).map(grammarGroupOf))).toEqual(new Set(GROUPS));
  });

  it.each(GROUPS)('%s registers exactly the languages it is listed with, aliases included, and bases listed with their own group', async (group) => {
    const core = Object.keys((await prismWith()).languages);
    const added = Object.keys((await prismWith(group)).languages).filter((name) => !core.includes(name));
    const bases = added.filter((name) => !(GRAMMAR_GROUPS[group] as readonly string[]).includes(name));
    expect(added.filter((name) => !bases.includes(name)).sort()).toEqual([...GRAMMAR_GROUPS[group]].sort());
    for (const base of bases) expect(grammarGroupOf(base), base).not.toBe(group);
    for (const base of bases) expect(grammarGroupOf(base), base).not.toBe('core');
  });

  it.each(Object.keys(samples))('%s alone gives the tokens all grammars gave together before the split', async (language) => {
    const before = streamOf(await prismBeforeTheSplit(), language);
    expect(streamOf(await prismWith(grammarGroupOf(language)), language)).toEqual(before);
  });

  it('give the same tokens whichever order pages load them in', async () => {
    const reference = await prismBeforeTheSplit();
    const expected = Object.keys(samples).map((language) => streamOf(reference, language));
    for (const order of [GROUPS, [...GROUPS].reverse(), ['go', 'json', 'csharp', 'web', 'python', 'bash'] as const]) {
      const prism = await prismWith(...order);
      expect(Object.keys(samples).map((language) => streamOf(prism, language)), order.join(', ')).toEqual(expected);
    }
  });

  it('send a language no group knows to the core, which has no grammar for it', () => {
    expect(grammarGroupOf('klingon')).toBe('core');
    expect(grammarGroupOf('JSON')).toBe('json');
    expect(grammarGroupOf('HTML')).toBe('web');
  });
});

describe('the site\'s own Prism tokens', () => {
  it.each(Object.keys(samples))('flattens %s exactly like prism-react-renderer', async (language) => {
    const prism = await prismWith(grammarGroupOf(language));
    const stream = prism.tokenize(samples[language]!, prism.languages[language]!);
    expect(tokensToLines(stream)).toEqual(normalizeTokens(stream));
  });

  it.each(Object.keys(samples))('gives %s the same tokens and inline styles as the theme, in both colour modes', async (language) => {
    const prism = await prismWith(grammarGroupOf(language));
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      const library = libraryTokens(prism, samples[language]!, language, theme);
      const lines = highlightLines(prism, samples[language]!, language);
      expect(lines).toEqual(library.lines);
      const dictionary = styleDictionary(theme, language);
      expect(lines.map((line) => line.map((token) => tokenStyle(dictionary, token)))).toEqual(library.styles);
    }
  });

  it('really highlights: keywords, strings and properties get their own token types', async () => {
    const types = new Set(highlightLines(await prismWith('web'), samples.javascript!, 'javascript').flat().flatMap((token) => token.types));
    expect([...types]).toEqual(expect.arrayContaining(['keyword', 'string', 'function', 'comment', 'template-string']));
  });

  it('renders a language without a grammar as plain text, line by line', async () => {
    expect(highlightLines(await prismWith('core'), 'a\n\nb', 'klingon')).toEqual([
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: 'b'}],
    ]);
  });
});
