import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {site} from './src/site';
import {browserThemeColour} from './src/shared/themeValues';
import {announcementBarFromEnv} from './config/announcement';
import {searchConfigFromEnv} from './config/search';
import {darkCodeTheme, lightCodeTheme} from './config/prismThemes';
import {ssrTemplate} from './config/ssrTemplate';
import {sidebarItemsGenerator} from './config/sidebarOrder';
import remarkApiLinks from './plugins/remark-api-links';
import remarkApiReference from './plugins/remark-api-reference';
import remarkCommandPage from './plugins/remark-command-page';
import remarkPrismHighlighting from './plugins/remark-prism-highlighting';
import remarkThemeElements from './plugins/remark-theme-elements';
import rehypeDataCards from './plugins/rehype-data-cards';
import remarkBrokenLists from './plugins/text-checks/brokenLists';
import {pwaOptions} from './config/pwa';
import {mechanismOn} from './config/speedMechanisms';

const search = searchConfigFromEnv(process.env);

const config: Config = {
  title: site.title,
  ssrTemplate,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  trailingSlash: false,

  // DOCS_LINK_CHECK=warn is for parallel content work in a worktree only; CI never sets it,
  // and the strict build (npm run build) fails on the warnings it produces anyway.
  onBrokenLinks: process.env.DOCS_LINK_CHECK === 'warn' ? 'warn' : 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  future: {
    // Docusaurus 3.10 renamed experimental_faster to faster: Rspack + SWC.
    faster: true,
    v4: {
      removeLegacyPostBuildHeadAttribute: true, // required by faster's SSG worker threads
      useCssCascadeLayers: true,
      // The spec stores the colour mode under the bare key "theme", so no namespacing.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          sidebarItemsGenerator,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          beforeDefaultRemarkPlugins: [remarkCommandPage, remarkPrismHighlighting],
          remarkPlugins: [remarkThemeElements, remarkApiReference, remarkApiLinks, remarkBrokenLists],
          // Markdown tables read as cards on phones, like the generated ones (docs-dev/reading.md).
          rehypePlugins: [rehypeDataCards],
          lastVersion: 'current',
          versions: {current: {label: 'Next', path: ''}},
          editUrl: `${site.docsRepositoryUrl}/edit/main/`,
          showLastUpdateTime: false,
        },
        blog: false,
        pages: {},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', ignorePatterns: ['/search', '/tags/**']},
      } satisfies Preset.Options,
    ],
  ],

  clientModules: [
    './src/clientModules/renderMarks.ts',
    ...(mechanismOn('idle-prefetch') ? ['./src/clientModules/idlePrefetch.ts'] : []),
    './src/clientModules/safeHash.ts',
    './src/clientModules/spaceKey.ts',
  ],
  plugins: [
    './plugins/data-validation/index.ts',
    // The theme's colours and fonts as CSS variables, from src/shared/themeValues.ts.
    './plugins/theme-values/index.ts',
    './plugins/site-files/index.ts',
    './plugins/no-script/index.ts',
    './plugins/not-found/index.ts',
    // Speed mechanisms (docs-dev/performance.md); SPEED_OFF switches them off for
    // `npm run bench:mechanisms` (config/speedMechanisms.ts). route-scripts is a post-build step
    // (plugins/post-build/run.ts), switched there.
    ...(mechanismOn('prism-on-demand') ? ['./plugins/prism-on-demand/index.ts'] : []),
    './plugins/lean-css/index.ts',
    ...(mechanismOn('compile-hints') ? ['./plugins/compile-hints/index.ts'] : []),
    './plugins/lean-first-load/index.ts',
    './plugins/speed-switches/index.ts',
    './plugins/data-entries/index.ts',
    './plugins/openapi/index.ts',
    ...search.plugins,
    // Readers beyond the browser tab (docs-dev/readers.md): the manifest and icon links, and
    // offline reading (plugin-pwa's theme and client parts).
    './plugins/offline/index.ts',
    ['./plugins/offline/pwa.ts', pwaOptions],
    // Everything after the pages are written, in one postBuild and in order: twins, llms.txt,
    // feeds, cards, the search index, _headers, the contracts, the offline precache (docs-dev/readers.md).
    './plugins/post-build/index.ts',
  ],

  themeConfig: {
    metadata: [{name: 'theme-color', content: browserThemeColour}],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    ...(announcementBarFromEnv(process.env) ? {announcementBar: announcementBarFromEnv(process.env)} : {}),
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    navbar: {
      title: site.title,
      hideOnScroll: true,
      logo: {alt: `${site.productName} logo`, src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32},
      items: [
        {to: '/', label: 'Chatbot', position: 'left', activeBaseRegex: '^/(chatbot(/.*)?)?$'},
        {to: '/overlays', label: 'Overlays', position: 'left', activeBaseRegex: '^/overlays'},
        {to: '/websockets', label: 'Websockets', position: 'left', activeBaseRegex: '^/websockets'},
        {to: '/api', label: 'API', position: 'left', activeBaseRegex: '^/api'},
        {href: site.codeHostingUrl, label: 'GitHub', position: 'right', 'aria-label': `${site.productName} on GitHub`},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Chatbot', to: '/'},
            {label: 'Default commands', to: '/chatbot/commands/default'},
            {label: 'Variables', to: '/chatbot/variables'},
            {label: 'Overlays', to: '/overlays'},
            {label: 'Websockets', to: '/websockets'},
            {label: 'API', to: '/api'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Discord', href: site.communityUrl},
            {label: 'X (Twitter)', href: site.socialXUrl},
            {label: 'Dashboard', href: site.dashboardUrl},
          ],
        },
        {
          title: 'Code',
          items: [
            {label: 'GitHub', href: site.codeHostingUrl},
            {label: 'Edit these docs', href: site.docsRepositoryUrl},
          ],
        },
      ],
      logo: {
        alt: `${site.productName} logo`,
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 40,
        height: 40,
        href: site.homepage,
      },
      copyright: `Copyright © ${site.copyrightYear} ${site.productName}. Documentation built with Docusaurus.`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Grammars are not configured here: src/components/PrismHighlighting/grammars/ holds the few the
      // docs use, and a page loads the groups its blocks need (plugins/prism-on-demand turns off the
      // theme's loader).
    },
    ...search.themeConfig,
  } satisfies Preset.ThemeConfig,
};

export default config;
