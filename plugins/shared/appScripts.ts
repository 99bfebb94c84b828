import {APP_SCRIPTS_ID} from '../../src/shared/scriptTiming';

/** The page's script list (config/ssrTemplate.ts); Docusaurus' HTML minifier drops the attributes' quotes. */
const APP_SCRIPTS = new RegExp(`(<script type="?application/json"? id="?${APP_SCRIPTS_ID}"?>)(.*?)(</script>)`);

/** The scripts the page's loader runs, in order; null when the page has no list. */
export function readAppScripts(html: string): string[] | null {
  const found = APP_SCRIPTS.exec(html);
  return found ? (JSON.parse(found[2] ?? '[]') as string[]) : null;
}

/** The page with another script list, escaped as the page template escapes it. */
export function writeAppScripts(html: string, list: string[]): string {
  const json = JSON.stringify(list).replace(/</g, '\\u003c');
  return html.replace(APP_SCRIPTS, (_all, open: string, _old: string, close: string) => `${open}${json}${close}`);
}
