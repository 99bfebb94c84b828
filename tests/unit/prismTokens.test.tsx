import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Highlight, normalizeTokens} from 'prism-react-renderer';
import type {PrismTheme} from 'prism-react-renderer';
import Prism from '../../src/components/PrismHighlighting/prism';
import {highlightLines, styleDictionary, tokenStyle, tokensToLines, type LineToken} from '../../src/components/PrismHighlighting/tokens';
import {darkCodeTheme, lightCodeTheme} from '../../config/prismThemes';

// One sample per grammar the site loads, with nesting, blank lines and Windows line ends.
const samples: Record<string, string> = {
  json: '{\n  "type": "channel.tips",\n\n  "data": {"amount": 5, "ok": true, "note": null}\n}',
  javascript: "const pulse = document.querySelector('.alert');\n/** Doc comment. */\nwindow.addEventListener('onEventReceived', (obj) => {\n  if (obj.detail.listener === `tip-latest`) pulse.classList.add(`on-${obj.detail.event.amount}`);\n});",
  js: 'SE_API.store.set("key", {count: 1});',
  css: '.follow-alert {\n  color: #ff0;\n  animation: pulse 1s ease-in-out infinite;\n}\r\n@media (max-width: 600px) { .a::before { content: "x"; } }',
  html: '<div class="alert" data-id="1">\n  <img src="{{image}}" alt="">\n  <!-- comment -->\n</div>',
  bash: 'curl -H "Authorization: Bearer $TOKEN" https://example.test/v2/channels/me | jq \'.id\'\n\necho "done"',
  python: 'import json\n\ndef on_message(ws, message):\n    data = json.loads(message)  # parse\n    print(f"{data[\'type\']}")',
};

function libraryTokens(code: string, language: string, theme: PrismTheme): {lines: LineToken[][]; styles: unknown[][]} {
  let captured = {lines: [] as LineToken[][], styles: [] as unknown[][]};
  renderToStaticMarkup(
    <Highlight prism={Prism as never} theme={theme} code={code} language={language}>
      {({tokens, getTokenProps}) => {
        captured = {lines: tokens as LineToken[][], styles: tokens.map((line) => line.map((token) => getTokenProps({token}).style))};
        return <></>;
      }}
    </Highlight>,
  );
  return captured;
}

describe('the site\'s own Prism tokens', () => {
  it.each(Object.keys(samples))('flattens %s exactly like prism-react-renderer', (language) => {
    const grammar = Prism.languages[language];
    expect(grammar, `grammar for ${language}`).toBeDefined();
    const stream = Prism.tokenize(samples[language]!, grammar!);
    expect(tokensToLines(stream)).toEqual(normalizeTokens(stream));
  });

  it.each(Object.keys(samples))('gives %s the same tokens and inline styles as the theme, in both colour modes', (language) => {
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      const library = libraryTokens(samples[language]!, language, theme);
      const lines = highlightLines(Prism, samples[language]!, language);
      expect(lines).toEqual(library.lines);
      const dictionary = styleDictionary(theme, language);
      expect(lines.map((line) => line.map((token) => tokenStyle(dictionary, token)))).toEqual(library.styles);
    }
  });

  it('really highlights: keywords, strings and properties get their own token types', () => {
    const types = new Set(highlightLines(Prism, samples.javascript!, 'javascript').flat().flatMap((token) => token.types));
    expect([...types]).toEqual(expect.arrayContaining(['keyword', 'string', 'function', 'comment', 'template-string']));
  });

  it('renders a language without a grammar as plain text, line by line', () => {
    expect(highlightLines(Prism, 'a\n\nb', 'klingon')).toEqual([
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: 'b'}],
    ]);
  });
});
