import type {PluginConfig} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import {site} from '../src/site';
import {searchTranslations} from '../src/shared/searchTranslations';

export type SearchMode = 'embedded' | 'hosted';

interface SearchConfig {
  mode: SearchMode;
  plugins: PluginConfig[];
  /** `insights`: hosted search reports clicks and views to the insights service (DOCSEARCH_INSIGHTS). */
  themeConfig: {algolia: ThemeConfig['algolia'] & {embedded: boolean; insights: boolean}};
}

const REQUIRED = [
  ['DOCSEARCH_APP_ID', 'appId'],
  ['DOCSEARCH_API_KEY', 'apiKey'],
  ['DOCSEARCH_INDEX_NAME', 'indexName'],
] as const;

/**
 * DOCSEARCH_INSIGHTS: off unless "true" (or "1"); anything but an on/off word is a typo the build
 * names rather than guesses at.
 */
function insightsSwitch(env: NodeJS.ProcessEnv): boolean {
  const value = env.DOCSEARCH_INSIGHTS?.trim().toLowerCase() ?? '';
  if (['true', '1'].includes(value)) return true;
  if (['', 'false', '0'].includes(value)) return false;
  throw new Error(`DOCSEARCH_INSIGHTS must be "true" or "false", not "${env.DOCSEARCH_INSIGHTS ?? ''}".`);
}

/**
 * Hosted search when all three DOCSEARCH_* variables are set, embedded search
 * when none are. A partial set is a deploy mistake, so the build stops and
 * names what is missing, in the search client's own words ("appId is missing").
 */
export function searchConfigFromEnv(env: NodeJS.ProcessEnv): SearchConfig {
  const values = REQUIRED.map(([name, field]) => ({name, field, value: env[name]?.trim() ?? ''}));
  const present = values.filter((v) => v.value !== '');
  const insights = insightsSwitch(env);
  const shared = {
    contextualSearch: true,
    searchPagePath: 'search',
    placeholder: 'Search docs',
    translations: searchTranslations,
  };

  if (present.length === 0) {
    // Embedded search has no account and sends nothing anywhere, so asking it for analytics is a deploy mistake.
    if (insights) throw new Error('DOCSEARCH_INSIGHTS=true needs hosted search: set DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME too.');
    return {
      mode: 'embedded',
      plugins: ['./plugins/search-index/index.ts'],
      themeConfig: {
        algolia: {
          ...shared,
          // Not credentials: the embedded client ignores them, the theme's schema requires them.
          appId: 'embedded',
          apiKey: 'embedded',
          indexName: site.searchIndexName,
          embedded: true,
          insights: false,
        },
      },
    };
  }

  const missing = values.filter((v) => v.value === '');
  if (missing.length > 0) {
    const reasons = missing.map((v) => `${v.field} is missing (set ${v.name})`).join('; ');
    throw new Error(`Hosted search is half-configured: ${reasons}.`);
  }

  const [appId = '', apiKey = '', indexName = ''] = values.map((v) => v.value);
  return {
    mode: 'hosted',
    plugins: [],
    themeConfig: {algolia: {...shared, appId, apiKey, indexName, embedded: false, insights}},
  };
}
