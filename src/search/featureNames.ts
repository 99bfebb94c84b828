import {bare, KIND_SECTIONS, namesAlike} from './ranking';

/**
 * A websocket topic page is named after the feature whose events it carries ("Giveaways"), and that
 * feature has a page of its own ("Giveaways module", "!giveaway"). Someone who types only the name
 * is most often a streamer looking for the feature, so when a topic is lifted by its name above the
 * feature's page, the feature's page takes its place and the topic follows right after it;
 * "giveaways topic" (a kind word) or "giveaway websocket" reach the topic as before. A title's kind
 * word is not part of the feature's name: "Giveaways module" is named "giveaways".
 * See plugins/search-index/README.md, "Relevance rules".
 */

/** Where the topics live: their titles are the names of features documented elsewhere. */
export const TOPIC_PATH = KIND_SECTIONS.topic ?? '/websockets/topics/';

/** What a topic keeps of its place when it gives it to its feature's page: it follows right after. */
export const TOPIC_AFTER_FEATURE = 0.999;

/** The kind words a title can end with, as a bare title ends with them ("giveawaysmodule"). */
const KIND_WORDS = Object.keys(KIND_SECTIONS).filter((word) => !word.endsWith('s') && word !== 'api');

/** A bare title without the kind word it ends with ("giveawaysmodule" -> "giveaways"), or null when it has none. */
export function withoutKindWord(bareTitle: string): string | null {
  const kind = KIND_WORDS.find((word) => bareTitle.endsWith(word) && bareTitle.length > word.length + 2);
  return kind ? bareTitle.slice(0, -kind.length) : null;
}

/** A page record: its number, URL and title. */
export interface NamedPage {
  doc: number;
  url: string;
  title: string;
}

/**
 * Topic page records whose name is also the name of pages outside the topics (the feature's module,
 * command, filter or variable, in either number: "Tips" and "!tip"), with those pages' records.
 */
export function topicsNamedForFeatures(pages: readonly NamedPage[]): Map<number, number[]> {
  const isTopic = (page: NamedPage) => new URL(page.url).pathname.startsWith(TOPIC_PATH);
  const features = pages.filter((page) => !isTopic(page)).map((page) => ({doc: page.doc, names: [bare(page.title), withoutKindWord(bare(page.title)) ?? '']}));
  const echoes = new Map<number, number[]>();
  for (const page of pages) {
    const name = bare(page.title);
    if (!isTopic(page) || name === '') continue;
    const named = features.filter((feature) => feature.names.some((featureName) => featureName !== '' && namesAlike([featureName], name)));
    if (named.length > 0) echoes.set(page.doc, named.map((feature) => feature.doc));
  }
  return echoes;
}
