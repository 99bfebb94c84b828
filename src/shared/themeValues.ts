/**
 * The site's theme values, written once: the colours of both modes and the type. Read by
 * docusaurus.config.ts (the browser's theme colour), the stylesheet (plugins/theme-values turns them
 * into the CSS variables below; src/css/custom.css uses them), the web app manifest and the social
 * cards (plugins/social-cards/render.ts). Colours meet WCAG AA contrast in both modes.
 */

/** Infima's primary colour with the six shades its components use, lightest last. */
interface PrimaryShades {
  primary: string;
  primaryDark: string;
  primaryDarker: string;
  primaryDarkest: string;
  primaryLight: string;
  primaryLighter: string;
  primaryLightest: string;
}

const lightPrimary = '#4d4ac4';

export const themeColours = {
  light: {
    primary: lightPrimary,
    primaryDark: '#4340b8',
    primaryDarker: '#3f3cae',
    primaryDarkest: '#34318f',
    primaryLight: '#5f5cca',
    primaryLighter: '#6866cd',
    primaryLightest: '#8583d8',
    highlightedCodeLine: '#e8ebef',
    announcementBackground: lightPrimary,
    announcementText: '#ffffff',
    /** DocSearch's own muted grey fails AA contrast on the navbar. */
    searchMuted: '#545968',
  },
  dark: {
    primary: '#a3a1ff',
    primaryDark: '#8986ff',
    primaryDarker: '#7c79ff',
    primaryDarkest: '#5652ff',
    primaryLight: '#bdbcff',
    primaryLighter: '#cac9ff',
    primaryLightest: '#f1f1ff',
    background: '#0f1320',
    /** The navbar and raised surfaces. */
    surface: '#151a2b',
    footer: '#0b0e18',
    highlightedCodeLine: '#2e3340',
    announcementBackground: '#2c2a7a',
    searchMuted: '#b4b9c8',
  },
} as const satisfies Record<'light' | 'dark', PrimaryShades & Record<string, string>>;

export const themeFonts = {
  base: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  monospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

/** The colour of the browser's own interface around the site (theme-color, the installed app's frame). */
export const browserThemeColour = themeColours.dark.background;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
/** Infima's seven primary variables (`--ifm-color-primary`, `--ifm-color-primary-dark`, …). */
const primaryVariables = (mode: PrimaryShades & Record<string, string>) =>
  Object.fromEntries(Object.entries(mode).filter(([key]) => key.startsWith('primary')).map(([key, value]) => [`--ifm-color-${kebab(key)}`, value]));

/** The CSS variables of each mode: Infima's and DocSearch's names, and the site's own (`--site-*`). */
export const themeVariables = {
  ':root': {
    ...primaryVariables(themeColours.light),
    '--ifm-font-family-base': themeFonts.base,
    '--ifm-font-family-monospace': themeFonts.monospace,
    '--docusaurus-highlighted-code-line-bg': themeColours.light.highlightedCodeLine,
    '--site-announcement-bg': themeColours.light.announcementBackground,
    '--site-announcement-fg': themeColours.light.announcementText,
    '--docsearch-muted-color': themeColours.light.searchMuted,
  },
  "[data-theme='dark']": {
    ...primaryVariables(themeColours.dark),
    '--ifm-background-color': themeColours.dark.background,
    '--ifm-background-surface-color': themeColours.dark.surface,
    '--ifm-navbar-background-color': themeColours.dark.surface,
    '--ifm-footer-background-color': themeColours.dark.footer,
    '--docusaurus-highlighted-code-line-bg': themeColours.dark.highlightedCodeLine,
    '--site-announcement-bg': themeColours.dark.announcementBackground,
    '--docsearch-muted-color': themeColours.dark.searchMuted,
  },
} as const;

/** The stylesheet of those variables. */
export function themeStylesheet(): string {
  const rules = Object.entries(themeVariables).map(([selector, variables]) => {
    const lines = Object.entries(variables).map(([name, value]) => `  ${name}: ${value};`);
    return `${selector} {\n${lines.join('\n')}\n}\n`;
  });
  return `/* Generated from src/shared/themeValues.ts by plugins/theme-values: edit the values there. */\n${rules.join('\n')}`;
}
