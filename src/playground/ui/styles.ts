/**
 * The playground's styles. They are injected when the playground's chunk loads instead of living in
 * a CSS module, because Docusaurus bundles every CSS module into the one stylesheet all pages load.
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
  margin: 1rem 0;
  padding: 0.75rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: 8px;
  background: var(--ifm-background-surface-color);
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
.pg-fullScreen {
  position: fixed;
  inset: 0;
  z-index: calc(var(--ifm-z-index-fixed) + 10);
  margin: 0;
  border-radius: 0;
  overflow: auto;
}
.pg-title { margin-right: auto; }
.pg-row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.5rem 0; }
.pg-toolbar select, .pg-fieldForm select, .pg-fieldForm input:not([type='checkbox']) { max-width: 100%; padding: 0.25rem; font: inherit; }
.pg-fileName { color: var(--ifm-color-emphasis-700); font-size: 0.85em; }
.pg-notice { margin: 0.5rem 0; padding: 0.5rem 0.75rem; border-left: 4px solid var(--ifm-color-primary); background: var(--ifm-color-emphasis-100); }
.pg-note { font-size: 0.9rem; margin: 0.5rem 0; }
.pg-error { color: var(--ifm-color-danger-darkest); font-weight: 600; margin: 0.5rem 0; }
[data-theme='dark'] .pg-error { color: var(--ifm-color-danger-lightest); }
.pg-share { margin: 0.5rem 0; }
.pg-shareInput { width: 100%; font-family: var(--ifm-font-family-monospace); font-size: 0.8rem; }
.pg-grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1rem; align-items: start; }
.pg-codePane { grid-column: 1; grid-row: 1 / span 2; }
.pg-previewPane { grid-column: 2; grid-row: 1; }
.pg-eventsPane { grid-column: 1; grid-row: 3; }
.pg-consolePane { grid-column: 2; grid-row: 2 / span 2; }
.pg-viewSwitch { display: none; }
.pg-tabButton {
  padding: 0.35rem 0.75rem;
  border: 1px solid var(--ifm-color-emphasis-400);
  border-radius: 6px;
  background: var(--ifm-background-color);
  color: var(--ifm-font-color-base);
  font: inherit;
  cursor: pointer;
}
.pg-tabButton[aria-pressed='true'] { background: var(--ifm-color-primary-darkest); border-color: var(--ifm-color-primary-darkest); color: #fff; }
.pg-frameBox { border: 1px dashed var(--ifm-color-emphasis-500); border-radius: 6px; background: repeating-conic-gradient(var(--ifm-color-emphasis-200) 0 25%, transparent 0 50%) 0 0 / 20px 20px; }
.pg-frame { display: block; width: 100%; height: 260px; border: 0; }
.pg-frameEmpty { margin: 0; padding: 2rem 1rem; text-align: center; }
.pg-watchdog { padding: 0.5rem 0.75rem; border: 2px solid var(--ifm-color-danger); border-radius: 6px; margin: 0.5rem 0; }
.pg-queue { margin: 0.5rem 0; }
.pg-groupTitle { margin: 0.75rem 0 0.25rem; font-size: 1rem; }
.pg-eventList { display: flex; flex-wrap: wrap; gap: 0.35rem; list-style: none; margin: 0; padding: 0; }
.pg-eventButton {
  padding: 0.2rem 0.5rem;
  border: 1px solid var(--ifm-color-emphasis-500);
  border-radius: 4px;
  background: var(--ifm-background-color);
  color: var(--ifm-font-color-base);
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.85rem;
  cursor: pointer;
}
.pg-eventButton[aria-pressed='true'] { background: var(--ifm-color-primary-darkest); border-color: var(--ifm-color-primary-darkest); color: #fff; }
.pg-payload { margin-top: 0.75rem; }
.pg-fieldForm { display: grid; gap: 0.5rem; }
.pg-fieldGroup { border: 1px solid var(--ifm-color-emphasis-300); border-radius: 6px; padding: 0.5rem 0.75rem; margin: 0.5rem 0; }
.pg-field { display: flex; flex-direction: column; gap: 0.2rem; margin: 0.35rem 0; }
.pg-checkboxLabel { display: inline-flex; gap: 0.35rem; align-items: center; }
.pg-highlight { outline: 3px solid var(--ifm-color-warning); outline-offset: 2px; border-radius: 4px; }
.pg-consolePanel { min-width: 0; }
.pg-consoleList { list-style: none; margin: 0; padding: 0; }
.pg-console {
  margin: 0;
  padding: 0.5rem;
  max-height: 22rem;
  overflow: auto;
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.82rem;
  background: var(--ifm-color-emphasis-100);
  border-radius: 6px;
}
.pg-console li { padding: 0.15rem 0; border-bottom: 1px solid var(--ifm-color-emphasis-200); white-space: pre-wrap; overflow-wrap: anywhere; }
.pg-consoleLine, .pg-consoleEmpty { }
.pg-levelName { display: inline-block; min-width: 4.5em; font-weight: 700; }
.pg-level-error, .pg-level-blocked { color: var(--ifm-color-danger-darkest); }
.pg-level-warn { color: var(--ifm-color-warning-darkest); }
[data-theme='dark'] .pg-level-error, [data-theme='dark'] .pg-level-blocked { color: var(--ifm-color-danger-lightest); }
[data-theme='dark'] .pg-level-warn { color: var(--ifm-color-warning-lightest); }

@media (max-width: 996px) {
  .pg-viewSwitch { display: flex; flex-wrap: wrap; gap: 0.35rem; margin: 0.5rem 0; }
  .pg-grid { display: block; }
  .pg-grid > section { display: none; }
  .pg-grid[data-view='code'] > [data-pane='code'],
  .pg-grid[data-view='preview'] > [data-pane='preview'],
  .pg-grid[data-view='events'] > [data-pane='events'],
  .pg-grid[data-view='console'] > [data-pane='console'] { display: block; }
}
`;

const names = ['checkboxLabel', 'codePane', 'console', 'consoleEmpty', 'consoleLine', 'consoleList', 'consolePane', 'consolePanel', 'error', 'eventButton', 'eventList', 'eventsPane', 'field', 'fieldForm', 'fieldGroup', 'fileName', 'frame', 'frameBox', 'frameEmpty', 'fullScreen', 'grid', 'groupTitle', 'highlight', 'level-blocked', 'level-error', 'level-warn', 'levelName', 'note', 'notice', 'payload', 'playground', 'previewPane', 'queue', 'row', 'share', 'shareInput', 'tabButton', 'title', 'toolbar', 'viewSwitch', 'watchdog'] as const;

export const styles: Readonly<Record<string, string>> = Object.fromEntries(names.map((name) => [name, `pg-${name}`]));

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
