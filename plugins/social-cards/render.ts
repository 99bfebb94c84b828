import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';
import {themeColours} from '../../src/shared/themeValues';

export interface CardText {
  title: string;
  section: string;
  summary: string;
  brand: string;
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * The card's colours: the site's dark background and accent (src/shared/themeValues.ts), and text
 * colours of its own. Every text colour meets WCAG AA (4.5:1) on the background, so the card reads
 * the same whether the chat around it is light or dark (tests/unit/readers/socialCards.test.ts checks it).
 */
export const cardColours = {
  background: themeColours.dark.background,
  accent: themeColours.dark.primary,
  title: '#ffffff',
  summary: '#c9cede',
  brand: '#e4e6ee',
} as const;

// Resolved from the site root: Docusaurus loads plugins as CommonJS, tests as ESM.
const require = createRequire(path.join(process.cwd(), 'package.json'));
// satori reads TrueType, OpenType and WOFF, not WOFF2.
const font = (weight: 400 | 700) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
let fonts: {name: string; data: Buffer; weight: 400 | 700; style: 'normal'}[] | undefined;

type Node = {type: string; props: {style?: Record<string, string | number>; children?: Node[] | string}};
const el = (type: string, style: Record<string, string | number>, children?: Node[] | string): Node => ({type, props: {style, children}});

/** One line at most for the summary: long descriptions end in an ellipsis instead of a third line. */
const clamp = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : text);

function layout({title, section, summary, brand}: CardText): Node {
  return el('div', {width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '72px 80px', background: cardColours.background, borderLeft: `16px solid ${cardColours.accent}`, fontFamily: 'Inter'}, [
    el('div', {display: 'flex', flexDirection: 'column', width: '100%'}, [
      el('div', {fontSize: 34, fontWeight: 700, color: cardColours.accent, letterSpacing: 1, textTransform: 'uppercase'}, section),
      el('div', {fontSize: title.length > 40 ? 64 : 80, fontWeight: 700, color: cardColours.title, marginTop: 24, lineHeight: 1.1}, clamp(title, 70)),
      el('div', {fontSize: 34, color: cardColours.summary, marginTop: 32, lineHeight: 1.35}, clamp(summary, 150)),
    ]),
    el('div', {fontSize: 32, fontWeight: 700, color: cardColours.brand}, brand),
  ]);
}

/** Renders one 1200×630 PNG card. */
export async function renderCard(text: CardText): Promise<Buffer> {
  fonts ??= [
    {name: 'Inter', data: font(400), weight: 400, style: 'normal'},
    {name: 'Inter', data: font(700), weight: 700, style: 'normal'},
  ];
  const svg = await satori(layout(text) as unknown as Parameters<typeof satori>[0], {width: CARD_WIDTH, height: CARD_HEIGHT, fonts});
  return new Resvg(svg, {fitTo: {mode: 'width', value: CARD_WIDTH}, font: {loadSystemFonts: false}}).render().asPng();
}
