import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {twinHref} from '../../src/shared/twinPaths';
import {routeOf} from './sidebarOrder';

/** A twin for a page that lists other pages rather than holding an article. */
export interface ListingTwin {
  route: string;
  markdown: string;
}

const escapeText = (text: string) => text.replace(/([\\[\]*_`<>])/g, '\\$1');
/**
 * A tagged page as a link to its twin, as the tags twin links the tag twins and llms.txt the pages'
 * twins: a Markdown reader stays in Markdown. The twin is the one of the page's route, the address
 * the HTML tag page links (a section index page's permalink ends in a slash; its route does not).
 */
const item = (siteRoot: string, doc: {title: string; permalink: string; description: string}) =>
  `- [${escapeText(doc.title)}](${siteRoot}${twinHref(routeOf(doc.permalink))}): ${escapeText(doc.description)}`;

/**
 * Twins of the tag pages and the search page. They have no article to convert: the tag pages are
 * generated from the same docs data as their HTML (with its title in the theme's words, "One doc
 * tagged with …"), and search is interactive, so its twin says how to search and where the whole
 * text is.
 */
export function listingTwins(content: LoadedContent | undefined, siteRoot: string): ListingTwin[] {
  const version = content?.loadedVersions[0];
  if (!version) return [];
  const tags = new Map<string, {label: string; description?: string; docs: typeof version.docs}>();
  for (const doc of version.docs) {
    for (const tag of doc.tags) {
      const entry = tags.get(tag.permalink) ?? {label: tag.label, description: tag.description, docs: []};
      entry.docs.push(doc);
      tags.set(tag.permalink, entry);
    }
  }
  const sorted = [...tags].sort(([, a], [, b]) => a.label.localeCompare(b.label));
  const twins: ListingTwin[] = sorted.map(([permalink, tag]) => ({
    route: permalink,
    markdown: [
      `# ${tag.docs.length === 1 ? 'One doc' : `${tag.docs.length} docs`} tagged with "${escapeText(tag.label)}"`,
      '',
      ...(tag.description ? [`> ${escapeText(tag.description)}`, ''] : []),
      ...[...tag.docs].sort((a, b) => a.title.localeCompare(b.title)).map((doc) => item(siteRoot, doc)),
      '',
    ].join('\n'),
  }));
  twins.push({
    route: version.tagsPath,
    markdown: [
      '# Tags',
      '',
      ...sorted.map(([permalink, tag]) => `- [${escapeText(tag.label)}](${siteRoot}${permalink}.md) (${tag.docs.length}): ${escapeText(tag.description ?? '')}`),
      '',
    ].join('\n'),
  });
  twins.push({
    route: '/search',
    markdown: [
      '# Search',
      '',
      `Search runs in the browser: open ${siteRoot}/search?q=your+words to see the pages that match.`,
      `Without a browser, ${siteRoot}/llms.txt lists every page with a one-line description, and`,
      `${siteRoot}/llms-full.txt holds the text of every page in one file.`,
      '',
    ].join('\n'),
  });
  return twins;
}
