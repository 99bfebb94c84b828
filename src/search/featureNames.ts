import {bare, KIND_SECTIONS, numberForms} from './ranking';

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

/** Whether a record's URL is on a topic page (its path, without parsing the whole URL: the engine asks for every page hit). */
export function isTopicUrl(url: string): boolean {
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  return pathStart >= 0 && url.startsWith(TOPIC_PATH, pathStart);
}

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
  // Every form of every feature's name, to the feature pages that carry it: one lookup per topic.
  const featuresByForm = new Map<string, number[]>();
  for (const page of pages) {
    if (isTopicUrl(page.url)) continue;
    const name = bare(page.title);
    const forms = new Set([name, withoutKindWord(name) ?? name].filter((form) => form !== '').flatMap(numberForms));
    for (const form of forms) featuresByForm.set(form, [...(featuresByForm.get(form) ?? []), page.doc]);
  }
  const echoes = new Map<number, number[]>();
  for (const page of pages) {
    const features = isTopicUrl(page.url) ? featuresByForm.get(bare(page.title)) : undefined;
    if (features) echoes.set(page.doc, features);
  }
  return echoes;
}
