/**
 * Which grammar group highlights which language. Each group is one module in ./grammars that adds
 * its grammars to the shared Prism core, and one wrapper beside this file (./web.tsx, ./json.tsx…)
 * that pages and components import. Groups never reach into each other, so a page loads only the
 * groups its code blocks use and the tokens do not depend on the order groups arrive in.
 *
 * Every name a group's grammars register is listed, aliases included (a base another group owns,
 * like `clike`, is listed with that group): a block is highlighted with
 * the group it is mapped to, so a name missing here would be plain on one page and coloured on a
 * page that happens to have loaded the group (tests/unit/prismTokens.test.tsx checks the lists).
 *
 * Only the grammars the docs use (see CONTRIBUTING.md, "Add a page"), with the same extras for CSS
 * and JavaScript as prism-react-renderer, so blocks keep their colours. prism-react-renderer's
 * bundle registers about twenty, and each later grammar walks all earlier ones, a start-up cost on
 * every page with highlighted code (measured in docs-dev/performance.md, "Prism on demand").
 */
export const GRAMMAR_GROUPS = {
  // Markup, CSS and JavaScript embed each other while registering (<style> and <script> in HTML),
  // so they load together, in this order.
  web: ['markup', 'html', 'mathml', 'svg', 'xml', 'ssml', 'atom', 'rss', 'css', 'clike', 'javascript', 'js'],
  json: ['json', 'webmanifest'],
  bash: ['bash', 'sh', 'shell'],
  python: ['python', 'py'],
  // Go and C# build on the C-like base, which belongs to the web group (whichever group loads it
  // first registers it, with the same grammar).
  go: ['go'],
  csharp: ['csharp', 'cs', 'dotnet'],
} as const satisfies Record<string, readonly string[]>;

/**
 * `core` is Prism without a grammar, for a language none of the groups knows: its code renders as
 * plain tokens in the theme's colours, as it always has.
 */
export type GrammarGroup = keyof typeof GRAMMAR_GROUPS | 'core';

const groupByLanguage = new Map<string, GrammarGroup>(
  Object.entries(GRAMMAR_GROUPS).flatMap(([group, languages]) => languages.map((language) => [language, group as GrammarGroup] as const)),
);

/** The group whose grammars highlight `language` (matched without case, as the highlighter does). */
export function grammarGroupOf(language: string): GrammarGroup {
  return groupByLanguage.get(language.toLowerCase()) ?? 'core';
}
