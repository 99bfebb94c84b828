/**
 * The sample language: one choice for every operation of the page. curl is in the page's HTML; any
 * other language is one file (operationId → code) fetched the first time it is chosen, from the
 * addresses the finder's `data-sample-files` lists. Only the choice's name is stored.
 */
import {LANGUAGE_KEY} from '../rememberedLanguage';

interface Language {
  label: string;
  prism: string;
}

/** Labels and Prism names of the languages, as the buttons and plugins/openapi/snippets.ts name them. */
function languagesOf(root: HTMLElement): Map<string, Language> {
  const known = new Map<string, Language>();
  for (const button of Array.from(root.querySelector('.api-ref__langs')?.querySelectorAll<HTMLElement>('[data-sample-lang]') ?? [])) {
    const id = button.dataset.sampleLang ?? '';
    known.set(id, {label: button.textContent ?? id, prism: PRISM[id] ?? 'text'});
  }
  return known;
}

const PRISM: Record<string, string> = {curl: 'bash', fetch: 'javascript', node: 'javascript', python: 'python', php: 'php', go: 'go', csharp: 'csharp'};

function remember(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage blocked or full: the choice holds for this visit only.
  }
}

const loaded = new Map<string, Promise<Record<string, string>>>();
/** curl, as the page was built, kept when another language replaces it. */
const curl = new WeakMap<HTMLElement, string>();

function samplesIn(root: HTMLElement, language: string): Promise<Record<string, string>> {
  if (language === 'curl') return Promise.resolve({});
  let pending = loaded.get(language);
  if (!pending) {
    const files = JSON.parse(root.querySelector<HTMLElement>('[data-sample-files]')?.dataset.sampleFiles ?? '{}') as Record<string, string>;
    const url = files[language];
    pending = url
      ? fetch(url).then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : Promise.reject(new Error(`HTTP ${response.status}`))))
      : Promise.reject(new Error(`no samples in ${language}`));
    pending.catch(() => loaded.delete(language)); // offline: the next choice asks again
    loaded.set(language, pending);
  }
  return pending;
}

function show(root: HTMLElement, language: string, label: string, prism: string, samples: Record<string, string>): void {
  for (const section of Array.from(root.querySelectorAll<HTMLElement>('.api-ref__operation'))) {
    const pre = section.querySelector<HTMLElement>('.api-ref__samples pre');
    const code = pre?.querySelector('code');
    if (!pre || !code) continue;
    if (!curl.has(pre)) curl.set(pre, code.textContent ?? '');
    const text = language === 'curl' ? curl.get(pre)! : samples[section.dataset.operation ?? ''];
    if (text === undefined) continue;
    code.textContent = text;
    pre.className = `language-${prism}`;
    code.className = `language-${prism}`;
    pre.dataset.lang = language;
    pre.setAttribute('aria-label', `${label} sample`);
    for (const button of Array.from(section.querySelectorAll<HTMLElement>('[data-sample-lang]'))) {
      button.setAttribute('aria-pressed', String(button.dataset.sampleLang === language));
    }
  }
}

/** Each page's newest choice: a slower file for an earlier choice arrives too late to be shown. */
const latestChoice = new WeakMap<HTMLElement, number>();

/** Shows every operation's sample in `language`; `from` is the button used, whose sample says so when loading fails. */
export async function chooseLanguage(root: HTMLElement, language: string, from?: HTMLElement): Promise<void> {
  const known = languagesOf(root).get(language);
  if (!known) return;
  if (from) remember(language);
  const choice = (latestChoice.get(root) ?? 0) + 1;
  latestChoice.set(root, choice);
  from?.setAttribute('aria-busy', 'true');
  const box = from?.closest('.api-ref__samples');
  try {
    const samples = await samplesIn(root, language);
    if (latestChoice.get(root) !== choice) return;
    show(root, language, known.label, known.prism, samples);
    box?.querySelector('.api-ref__sample-status')?.remove();
  } catch {
    if (box && latestChoice.get(root) === choice) {
      let status = box.querySelector('.api-ref__sample-status');
      if (!status) {
        status = document.createElement('p');
        status.className = 'api-ref__sample-status';
        status.setAttribute('role', 'status');
        box.append(status);
      }
      status.textContent = `The ${known.label} samples could not be loaded: check your connection and choose ${known.label} again.`;
    }
  } finally {
    from?.removeAttribute('aria-busy');
  }
}
