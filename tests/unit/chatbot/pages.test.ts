import {describe, expect, it} from 'vitest';
import {headings, internalLinks, knownRoutes, ownedPages, readPage, splitLink, tagKeys} from './helpers';

const pages = ownedPages.map(readPage);
const allowedTags = new Set(tagKeys());

describe('chatbot section pages', () => {
  it('covers every route this section owns', () => {
    const owned = [...knownRoutes].filter((r) =>
      /^\/chatbot\/(modules|filters|guides|counters|timers|troubleshooting|changelog|quotes|user-management|variables\/cheat-sheet|gettingstarted\/(commands|timers|add-to-channel))(\/|$)/.test(r),
    );
    expect(pages.map((p) => p.route).sort()).toEqual(owned.sort());
  });

  it.each(pages.map((p) => [p.route, p] as const))('%s has a title, a one-sentence description and known tags', (_route, page) => {
    const {title, description, tags} = page.frontMatter as {title?: string; description?: string; tags?: string[]};
    expect(title?.trim()).toBeTruthy();
    expect(description).toMatch(/^[A-Z].+\.$/);
    expect(tags?.length).toBeGreaterThan(0);
    expect((tags ?? []).filter((t) => !allowedTags.has(t))).toEqual([]);
    expect(page.body).not.toMatch(/^# /m);
    expect(page.body).not.toMatch(/TODO|TBD|lorem ipsum|coming soon/i);
  });

  it('links only to routes in routes.txt, written without trailing slash or .md', () => {
    expect(pages.flatMap((p) => internalLinks(p.body)).length).toBeGreaterThan(50);
    const bad = pages.flatMap((p) =>
      internalLinks(p.body)
        .filter((link) => !knownRoutes.has(splitLink(link)[0]) || /\/$|\.mdx?$/.test(splitLink(link)[0]))
        .map((link) => `${p.route} → ${link}`),
    );
    expect(bad).toEqual([]);
  });

  it('links to anchors that exist on this section’s pages', () => {
    const anchorsByRoute = new Map(pages.map((p) => [p.route, new Set(headings(p.body).map((h) => h.id).filter(Boolean))]));
    const bad = pages.flatMap((p) =>
      internalLinks(p.body)
        .map(splitLink)
        .filter(([route, anchor]) => anchor !== '' && anchorsByRoute.has(route))
        .filter(([route, anchor]) => !anchorsByRoute.get(route)?.has(anchor))
        .map(([route, anchor]) => `${route}#${anchor}`)
        .map((link) => `${p.route} → ${link}`),
    );
    expect(bad).toEqual([]);
  });
});

describe('troubleshooting', () => {
  const entries = headings(readPage('troubleshooting.mdx').body);

  it('gives every h2 and h3 a stable explicit anchor, each used once', () => {
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.filter((h) => !h.id).map((h) => h.text)).toEqual([]);
    const ids = entries.map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers the common failures: silent bot, dead commands, quiet timers', () => {
    expect(entries.map((h) => h.id)).toEqual(expect.arrayContaining(['bot-not-responding', 'commands-not-working', 'timers-not-posting']));
  });
});
