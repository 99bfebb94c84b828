import type {PageTwin} from './convert';

export interface LlmsPage extends PageTwin {
  route: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the page's Markdown twin. */
  twinUrl: string;
  section: string;
}

export interface LlmsSite {
  title: string;
  summary: string;
  /** Extra links for the "Optional" section (llmstxt.org: what a short context may skip). */
  optional: {title: string; url: string; description: string}[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const linkText = (text: string) => oneLine(text).replace(/([[\]])/g, '\\$1');

/**
 * /llms.txt in the llmstxt.org format: one H1, a blockquote summary, then an H2 per section in
 * sidebar order with one link per page (to its Markdown twin) and the page's description.
 */
export function llmsTxt(site: LlmsSite, pages: LlmsPage[]): string {
  const sections = new Map<string, LlmsPage[]>();
  for (const page of pages) sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  const lines = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, ''];
  lines.push('Every link below is the Markdown twin of a page: the page at the same address without `.md`.', '');
  for (const [section, list] of sections) {
    lines.push(`## ${section}`, '');
    for (const page of list) lines.push(`- [${linkText(page.title)}](${page.twinUrl})${page.description ? `: ${oneLine(page.description)}` : ''}`);
    lines.push('');
  }
  if (site.optional.length > 0) {
    lines.push('## Optional', '');
    for (const link of site.optional) lines.push(`- [${linkText(link.title)}](${link.url}): ${oneLine(link.description)}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** /llms-full.txt: the same title and summary, then every twin in sidebar order. */
export function llmsFullTxt(site: LlmsSite, pages: LlmsPage[]): string {
  const head = `# ${site.title}\n\n> ${oneLine(site.summary)}\n`;
  // Each twin's own H1 starts its part; the source line says where the page lives.
  const parts = pages.map((page) => `Source: ${page.url}\n\n${page.markdown}`);
  return [head, ...parts].join('\n---\n\n');
}
