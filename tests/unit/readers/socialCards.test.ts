import {describe, expect, it} from 'vitest';
import {cardHash, cardText} from '../../../plugins/social-cards';
import {cardTags} from '../../../plugins/social-cards/head';
import {cardColours, renderCard} from '../../../plugins/social-cards/render';
import {pngSize} from './png';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('social cards', () => {
  it('meet WCAG AA contrast for every text colour', () => {
    for (const colour of [cardColours.accent, cardColours.title, cardColours.summary, cardColours.brand]) {
      expect(contrast(colour, cardColours.background), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('render a 1200×630 PNG under 80 kB, even for a long title and summary', async () => {
    const png = await renderCard({title: 'channel.chatbot.modules.emotecombo and a much longer title', section: 'Websockets', summary: 'A summary long enough to need clamping. '.repeat(8), brand: 'Docs'});
    expect(pngSize(png)).toEqual({width: 1200, height: 630});
    expect(png.length).toBeLessThanOrEqual(80_000);
  });

  it('read the title without the site suffix and hash only what the card shows', () => {
    const a = cardText('/chatbot/timers', {'og:title': 'Timers | StreamElements Docs', description: 'Post on a schedule.'});
    expect(a).toMatchObject({title: 'Timers', section: 'Chatbot', summary: 'Post on a schedule.'});
    expect(cardText('/search', {title: 'Search | X'}).section).toBe('Documentation');
    expect(cardHash(a)).toBe(cardHash({...a}));
    expect(cardHash(a)).not.toBe(cardHash({...a, summary: 'Changed.'}));
  });

  it('escape the alt text in the tags', () => {
    expect(cardTags({url: 'https://x.test/a.png', alt: 'A "quoted" <b>', width: 1200, height: 630})).toContain('content="A &quot;quoted&quot; &lt;b&gt;"');
  });
});
