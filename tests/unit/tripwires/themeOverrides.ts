/**
 * Every theme override in src/theme, why it exists, what upstream change would let us drop it, and
 * the upstream files whose exact content it was written against. Those files are pinned by hash in
 * upstreamHashes.json: when an upgrade changes one, tests/unit/tripwires/themeOverrides.test.ts
 * names the override to review (then `npx tsx tests/unit/tripwires/pinUpstream.ts` records the new
 * hashes). `how`:
 * - wrap: renders the original (`@theme-original/…`) and adds around it;
 * - eject: a copy of the original, changed (the reason says where it departs);
 * - replace: the site's own component in the original's place.
 */
export interface ThemeOverride {
  /** The override's path under src/theme, without extension. */
  override: string;
  how: 'wrap' | 'eject' | 'replace';
  why: string;
  dropWhen: string;
  /** Files under node_modules it depends on: its original, and the markup or internals it relies on. */
  upstream: readonly string[];
}

const classic = (file: string) => `@docusaurus/theme-classic/lib/theme/${file}`;

export const themeOverrides: readonly ThemeOverride[] = [
  {
    override: 'CodeBlock/Content/index',
    how: 'replace',
    why: 'Highlights only where a page provides Prism (its blocks’ grammar groups); plain text needs no Prism at all.',
    dropWhen: 'the theme loads Prism and its grammars per page, on demand.',
    upstream: [classic('CodeBlock/Content/index.js'), classic('CodeBlock/Content/String.js')],
  },
  {
    override: 'CodeBlock/Content/Plain',
    how: 'replace',
    why: 'The theme’s code markup without Prism, for plain-text blocks and blocks outside a highlighting page.',
    dropWhen: 'the theme renders unhighlighted blocks without importing Prism.',
    upstream: [classic('CodeBlock/Content/String.js')],
  },
  {
    override: 'CodeBlock/Content/Markup',
    how: 'replace',
    why: 'The theme’s code block markup and class names, shared by plain and highlighted blocks.',
    dropWhen: 'CodeBlock/Content/index and Plain are dropped.',
    upstream: [classic('CodeBlock/Content/String.js'), classic('CodeBlock/Line/index.js')],
  },
  {
    override: 'DocBreadcrumbs/index',
    how: 'wrap',
    why: 'Adds the page actions (Copy page, View as Markdown, Save for offline) under the breadcrumbs.',
    dropWhen: 'the theme offers a slot for page actions.',
    upstream: [classic('DocBreadcrumbs/index.js')],
  },
  {
    override: 'Error/index',
    how: 'replace',
    why: 'The spec’s crash screen: "This page crashed." with its full stop, "Try again", causes separated by "Cause:", title "Page Error".',
    dropWhen: 'the core fallback’s texts match the spec.',
    upstream: ['@docusaurus/core/lib/client/theme-fallback/Error/index.js'],
  },
  {
    override: 'ErrorPageContent/index',
    how: 'replace',
    why: 'The in-layout crash content matches the full-page crash screen and sets the spec’s title.',
    dropWhen: 'the theme’s crash content matches the spec.',
    upstream: [classic('ErrorPageContent.js')],
  },
  {
    override: 'Footer/index',
    how: 'wrap',
    why: 'Adds the "report a problem" row above the theme’s footer.',
    dropWhen: 'the theme offers a slot above the footer.',
    upstream: [classic('Footer/index.js')],
  },
  {
    override: 'MDXComponents',
    how: 'eject',
    why: 'The theme’s MDX map without admonitions and <details> (pages that show them import them: plugins/remark-theme-elements), Markdown tables in a scroll box.',
    dropWhen: 'the theme’s MDX map imports its elements lazily.',
    upstream: [classic('MDXComponents/index.js')],
  },
  {
    override: 'Navbar/index',
    how: 'wrap',
    why: 'A navbar item that fails to render must not take the page down (spec §8): an error boundary around the theme’s navbar. And the hideable navbar hides only for the reader’s own scrolling down, not when the browser keeps the reader’s place (useNavbarFollowsReader.ts, through the theme’s scroll controller). The phone menu takes focus when it opens, closes with Escape and gives focus back to its toggle (useMobileMenuFocus.ts, through the theme’s mobile sidebar state).',
    dropWhen: 'the theme isolates navbar item failures itself, its hideable navbar ignores scroll anchoring, and its phone menu manages focus and Escape.',
    upstream: [classic('Navbar/index.js'), classic('Navbar/Layout/index.js'), '@docusaurus/theme-common/lib/hooks/useHideableNavbar.js', '@docusaurus/theme-common/lib/utils/scrollUtils.js', '@docusaurus/theme-common/lib/contexts/navbarMobileSidebar.js'],
  },
  {
    override: 'NavbarItem/ComponentTypes',
    how: 'eject',
    why: 'Only the link item type the navbar uses; the others are first-load code no page renders.',
    dropWhen: 'the theme code-splits navbar item types.',
    upstream: [classic('NavbarItem/ComponentTypes.js')],
  },
  {
    override: 'PwaReloadPopup/index',
    how: 'eject',
    why: 'The spec’s one-sentence "New version available — reload", announced to screen readers.',
    dropWhen: 'plugin-pwa’s popup text and announcement match.',
    upstream: ['@docusaurus/plugin-pwa/lib/theme/PwaReloadPopup/index.js'],
  },
  {
    override: 'SearchBar/index',
    how: 'eject',
    why: 'Embedded search (no preconnect to a hosted host), the dialog and its code loaded on intent, the spec’s error screen.',
    dropWhen: 'the theme supports a custom search client without a hosted preconnect, with the dialog loaded on intent.',
    upstream: ['@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js'],
  },
  {
    override: 'SearchPage/index',
    how: 'eject',
    why: 'Both backends, escaped hits, an error state and first hits drawn before the app; the theme’s page talks only to the hosted service.',
    dropWhen: 'the theme’s search page takes a custom client, escapes hits and has an error state.',
    upstream: ['@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js'],
  },
  {
    override: 'TabItem/index',
    how: 'wrap',
    why: 'Each tab panel starts with its label inside a <noscript>, so without JavaScript (plugins/no-script shows every panel) each reads under its label.',
    dropWhen: 'the theme renders tab panels readable without JavaScript.',
    upstream: [classic('TabItem/index.js'), classic('Tabs/index.js')],
  },
  {
    override: 'DocRoot/Layout/Sidebar/ExpandButton/index',
    how: 'wrap',
    why: '"Expand sidebar" opens on Enter and Space only; the theme’s opens on any key, Tab included, and Space also scrolls.',
    dropWhen: 'the theme’s button answers only Enter and Space.',
    upstream: [classic('DocRoot/Layout/Sidebar/ExpandButton/index.js'), classic('DocRoot/Layout/Sidebar/index.js')],
  },
  {
    override: 'TOCCollapsible/CollapseButton/index',
    how: 'wrap',
    why: 'The phone’s "On this page" button says whether the contents are open (aria-expanded); the theme’s does not.',
    dropWhen: 'the theme’s button states aria-expanded.',
    upstream: [classic('TOCCollapsible/CollapseButton/index.js'), classic('TOCCollapsible/index.js')],
  },
  {
    override: 'NotFound/Content/index',
    how: 'replace',
    why: 'The not-found page says the page does not exist, suggests the closest pages, offers a search for the address’s words and the four sections (docs-dev/reading.md).',
    dropWhen: 'never: the stock text is a dead end; review if the theme’s page around it changes.',
    // DocRoot shows the content without NotFound's page (and title) for unknown addresses under the docs.
    upstream: [classic('NotFound/Content/index.js'), classic('NotFound/index.js'), classic('DocRoot/index.js')],
  },
];
