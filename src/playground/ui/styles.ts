/**
 * The playground's styles: layout only, on top of Infima's buttons and alerts and the theme's
 * custom properties, so both colour modes follow the site. They are injected when the playground's
 * chunk loads instead of living in a CSS module, because Docusaurus bundles every CSS module into the
 * one stylesheet all pages load.
 */
const css = `.pg-playground {
  --pg-syntax-keyword: #8b1fa9;
  --pg-syntax-string: #1a6b31;
  --pg-syntax-number: #0b4fa8;
  --pg-syntax-comment: #5a6270;
  --pg-syntax-property: #8f3500;
  --pg-syntax-tag: #136329;
  --pg-syntax-function: #6f42c1;
  --pg-syntax-invalid: #b3141c;
  margin: var(--ifm-spacing-vertical) 0;
  padding: 0.75rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-card-border-radius);
  background: var(--ifm-background-surface-color);
  font-size: 0.875rem;
  line-height: 1.5;
}
[data-theme='dark'] .pg-playground {
  --pg-syntax-keyword: #e5a8ff;
  --pg-syntax-string: #93e3a5;
  --pg-syntax-number: #a5d0ff;
  --pg-syntax-comment: #a9b1bd;
  --pg-syntax-property: #ffbf86;
  --pg-syntax-tag: #85e89d;
  --pg-syntax-function: #d2b6ff;
  --pg-syntax-invalid: #ff9b9b;
}
html.pg-wide-open { overflow: hidden; }
.pg-wide {
  position: fixed;
  inset: 0;
  z-index: calc(var(--ifm-z-index-fixed) + 10);
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0.5rem 1rem;
  border: 0;
  border-radius: 0;
  overflow: hidden;
}
.pg-playground .button--sm { font-size: 0.875rem; }
/* Infima's red is too light for text on white (and white on it): the darkest shade reads in both modes. */
.pg-playground .button--danger { --ifm-button-border-color: var(--ifm-color-danger-darkest); }
.pg-playground .button--danger:not(.button--outline) { --ifm-button-background-color: var(--ifm-color-danger-darkest); }
[data-theme='dark'] .pg-playground .button--danger.button--outline { --ifm-button-border-color: var(--ifm-color-danger-lightest); }
.pg-playground .button[aria-disabled='true'] { opacity: 0.65; cursor: not-allowed; }
.pg-playground .button.pg-eventButton { font-family: var(--ifm-font-family-monospace); font-size: 0.8125rem; font-weight: var(--ifm-font-weight-semibold); white-space: normal; overflow-wrap: anywhere; max-width: 100%; text-align: start; }
.pg-playground :is(select, input:not([type='checkbox']):not([type='range']):not([type='color'])) {
  max-width: 100%;
  padding: 0.25rem 0.5rem;
  border: 1px solid var(--ifm-color-emphasis-500);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-background-color);
  color: var(--ifm-font-color-base);
  font: inherit;
}
.pg-playground :is(input, select, button):focus-visible { outline: 2px solid var(--ifm-color-primary); outline-offset: 2px; }
.pg-playground input:is([type='checkbox'], [type='range']) { accent-color: var(--ifm-color-primary); }
.pg-titleBar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-bottom: 0.5rem; }
.pg-title { margin-right: auto; font-size: 1.125rem; }
.pg-row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.5rem 0; }
.pg-label { font-weight: var(--ifm-font-weight-semibold); }
.pg-download { padding-left: 0.25rem; padding-right: 0.25rem; }
.pg-downloads > summary { cursor: pointer; color: var(--ifm-link-color); font-weight: var(--ifm-font-weight-semibold); }
.pg-downloads > .pg-row { margin: 0.25rem 0 0; }
.pg-playground .button--secondary.button--outline { --ifm-button-border-color: var(--ifm-color-emphasis-500); }
.pg-playground .button--secondary.button--outline:hover { --ifm-button-background-color: var(--ifm-color-secondary); }
.pg-switch > .button { padding-left: 0.75rem; padding-right: 0.75rem; }
.pg-playground[data-layout='tabs'] .pg-switch > .button { flex: 1 1 auto; padding-left: 0.5rem; padding-right: 0.5rem; }
.pg-fileName { color: var(--ifm-color-emphasis-700); font-weight: normal; }
.pg-playground .alert { margin: 0.5rem 0; padding: 0.5rem 0.75rem; }
.pg-playground .alert p { margin: 0 0 0.25rem; }
.pg-playground .alert p:last-child { margin-bottom: 0; }
.pg-note { margin: 0.5rem 0; }
.pg-status { margin: 0.5rem 0; font-weight: var(--ifm-font-weight-semibold); }
.pg-error { color: var(--ifm-color-danger-darkest); font-weight: var(--ifm-font-weight-semibold); margin: 0.5rem 0; }
[data-theme='dark'] .pg-error { color: var(--ifm-color-danger-lightest); }
.pg-share p { margin: 0.25rem 0; }
.pg-shareInput { width: 100%; font-family: var(--ifm-font-family-monospace); }
.pg-viewSwitch { display: flex; flex-wrap: wrap; gap: 0.35rem; margin: 0.5rem 0; }
.pg-pane[hidden] { display: none !important; }
.pg-pane { min-width: 0; }
.pg-groupTitle { margin: 0.75rem 0 0.35rem; font-size: 1rem; }
.pg-pane > .pg-groupTitle:first-child, .pg-events > div:first-child > .pg-groupTitle { margin-top: 0.25rem; }
.pg-frameBox { border: 1px dashed var(--ifm-color-emphasis-500); border-radius: var(--ifm-global-radius); background: repeating-conic-gradient(var(--ifm-color-emphasis-200) 0 25%, transparent 0 50%) 0 0 / 20px 20px; }
.pg-frame { display: block; width: 100%; height: 260px; border: 0; }
.pg-frameEmpty { margin: 0; padding: 2rem 1rem; text-align: center; }
.pg-eventList { display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: stretch; list-style: none; margin: 0; padding: 0; }
.pg-eventList > li { margin: 0; display: flex; }
.pg-payload { margin-top: 0.75rem; }
.pg-fieldForm { display: grid; gap: 0.25rem; }
.pg-fieldGroup { border: 1px solid var(--ifm-color-emphasis-300); border-radius: var(--ifm-global-radius); padding: 0.5rem 0.75rem; margin: 0.5rem 0; }
.pg-fieldGroup legend { padding: 0 0.25rem; font-weight: var(--ifm-font-weight-semibold); }
.pg-field { display: flex; flex-direction: column; align-items: flex-start; gap: 0.2rem; margin: 0.35rem 0; }
.pg-field > label { font-weight: var(--ifm-font-weight-semibold); }
.pg-checkboxLabel { display: inline-flex; gap: 0.35rem; align-items: center; font-weight: normal !important; }
.pg-highlight { outline: 3px solid var(--ifm-color-warning); outline-offset: 3px; border-radius: var(--ifm-global-radius); }
.pg-consolePanel { min-width: 0; }
.pg-console { max-height: 22rem; overflow: auto; padding: 0.5rem; border-radius: var(--ifm-global-radius); background: var(--ifm-color-emphasis-100); font-family: var(--ifm-font-family-monospace); font-size: 0.8125rem; }
.pg-consoleList { list-style: none; margin: 0; padding: 0; }
.pg-consoleList > li { margin: 0; padding: 0.15rem 0; border-bottom: 1px solid var(--ifm-color-emphasis-200); white-space: pre-wrap; overflow-wrap: anywhere; }
.pg-levelName { display: inline-block; min-width: 5.5em; font-weight: var(--ifm-font-weight-bold); }
.pg-repeats { display: inline-block; margin-inline-start: 0.5em; padding: 0 0.45em; border-radius: 1em; background: var(--ifm-color-emphasis-200); color: var(--ifm-color-emphasis-900); font-style: normal; font-weight: var(--ifm-font-weight-bold); white-space: nowrap; }
.pg-consoleList > li:is([data-level='error'], [data-level='blocked']) { color: var(--ifm-color-danger-darkest); }
/* Infima's darkest warning yellow is under 3:1 on the console's grey: its text colour for warnings is not. */
.pg-consoleList > li[data-level='warn'] { color: var(--ifm-color-warning-contrast-foreground); }
.pg-consoleList > li:is([data-level='system'], [data-level='suppressed']) { color: var(--ifm-color-emphasis-800); font-style: italic; }
[data-theme='dark'] .pg-consoleList > li:is([data-level='error'], [data-level='blocked']) { color: var(--ifm-color-danger-lightest); }
[data-theme='dark'] .pg-consoleList > li[data-level='warn'] { color: var(--ifm-color-warning-lightest); }

/* Wide mode: the grid takes what the title bar and toolbar leave; each column scrolls by itself. */
.pg-wide .pg-grid { flex: 1; min-height: 0; overflow: auto; }
.pg-wide .pg-frame { height: clamp(200px, 36vh, 420px); }
.pg-playground[data-layout='columns'] .pg-grid {
  display: grid;
  grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  grid-template-rows: auto minmax(0, 1fr);
  grid-template-areas: 'code preview' 'code side';
  gap: 0 1.25rem;
}
.pg-playground[data-layout='columns'] .pg-pane[data-pane='code'] { grid-area: code; display: flex; flex-direction: column; min-height: 0; }
.pg-playground[data-layout='columns'] .pg-pane[data-pane='preview'] { grid-area: preview; }
.pg-playground[data-layout='columns'] .pg-side { grid-area: side; min-height: 0; overflow: auto; }
.pg-wide[data-layout='columns'] .pg-grid { overflow: hidden; }
.pg-wide[data-layout='columns'] .pg-editor { flex: 1; min-height: 0; }
.pg-wide[data-layout='columns'] .pg-editor > div, .pg-wide[data-layout='columns'] .pg-editor .cm-editor { height: 100%; }
.pg-wide[data-layout='columns'] .pg-editor .cm-scroller { max-height: none; }
.pg-wide[data-layout='columns'] .pg-console { max-height: none; }
`;

const names = [
  'checkboxLabel', 'console', 'consoleList', 'consolePanel', 'download', 'downloads', 'editor', 'error', 'eventButton', 'eventList', 'events', 'field', 'fieldForm', 'fieldGroup', 'fileName',
  'frame', 'frameBox', 'frameEmpty', 'grid', 'groupTitle', 'highlight', 'label', 'levelName', 'note', 'pane', 'payload', 'playground', 'preview', 'repeats', 'row', 'share', 'shareInput',
  'side', 'status', 'switch', 'title', 'titleBar', 'toolbar', 'viewSwitch', 'wide',
] as const;

export const styles: Readonly<Record<(typeof names)[number], string>> = Object.fromEntries(names.map((name) => [name, `pg-${name}`])) as Record<(typeof names)[number], string>;
/** Infima's alerts, for the playground's notices and the problems it reports. */
export const alerts = {notice: `alert alert--info`, warning: `alert alert--warning`, problem: `alert alert--danger`} as const;

let injected = false;
/** Adds the stylesheet to the document once (the site's CSP allows inline styles). */
export function injectStyles(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  const element = document.createElement('style');
  element.dataset.playground = '';
  element.textContent = css;
  document.head.appendChild(element);
}
