import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {STOP_WORDS, tokenize} from '../../src/search/tokenizer';
import type {DocSearchRecord} from '../../src/search/types';
import {routeOfDoc} from '../shared/docRoutes';

/**
 * Hidden search words a page gets besides its front-matter keywords, so it is found the way
 * people remember it: its slug (`viewerqueue`, `chatbot-status`), its title glued
 * (`Live Announcement module` -> `liveannouncementmodule`) and the questions its front matter
 * says it answers (`questions:`, indexed like keywords and shown nowhere).
 */

function frontMatter(text: string): Record<string, unknown> {
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return m ? ((yaml.load(m[1] ?? '') as Record<string, unknown> | undefined) ?? {}) : {};
}

function docFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return docFiles(full);
    return /\.mdx?$/.test(e.name) && !e.name.startsWith('_') ? [full] : [];
  });
}

/** Route -> the questions its page declares in front matter (`questions:`, a list of strings). */
export function questionsByRoute(docsDir: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!existsSync(docsDir)) return out;
  for (const file of docFiles(docsDir)) {
    const fm = frontMatter(readFileSync(file, 'utf8'));
    const questions = fm.questions;
    if (questions === undefined) continue;
    if (!Array.isArray(questions) || !questions.every((q) => typeof q === 'string' && q.trim() !== '')) {
      throw new Error(`${file}: front matter "questions" must be a list of non-empty strings.`);
    }
    out.set(routeOfDoc(docsDir, file, typeof fm.slug === 'string' ? fm.slug : undefined), questions.map((q) => q.trim()));
  }
  return out;
}

/** The slug of a route: its last segment ("" for "/"). */
export const slugOf = (route: string): string => route.split('/').filter(Boolean).pop() ?? '';

/** A title's words glued, when it has more than one: "Live Announcement module" -> "liveannouncementmodule". */
export function gluedTitle(title: string): string {
  const words = title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 1 ? words.join('') : '';
}

/**
 * A declared question as the index keeps it: its meaningful words only. Queries lose their stop
 * words too ("how do I"), so nothing is lost for matching, and the engine compares a typed
 * question with it the same way; the index carries a few kilobytes less.
 */
export function questionKeywords(question: string): string {
  return tokenize(question)
    .filter((t) => t.word && !STOP_WORDS.has(t.term))
    .map((t) => t.term)
    .join(' ');
}

/** Adds slug, glued title and declared questions to each page record's hidden keywords. */
export function withPageKeywords(records: DocSearchRecord[], questions: Map<string, string[]>): DocSearchRecord[] {
  return records.map((r) => {
    if (r.type !== 'lvl1') return r;
    const route = new URL(r.url).pathname.replace(/\/$/, '') || '/';
    const have = (r.keywords ?? '').toLowerCase().split(',').map((k) => k.trim());
    const extra = [slugOf(route), gluedTitle(r.hierarchy.lvl1 ?? ''), ...(questions.get(route) ?? []).map(questionKeywords)]
      .filter((k) => k !== '' && !have.includes(k.toLowerCase()));
    if (extra.length === 0) return r;
    return {...r, keywords: [...(r.keywords ? [r.keywords] : []), ...extra].join(',')};
  });
}
