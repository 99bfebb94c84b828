// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {chooseLanguage} from '@site/src/apiReference/enhance/languages';
import {LANGUAGE_KEY} from '@site/src/apiReference/rememberedLanguage';

/** The reference's markup as plugins/openapi renders it, cut to one operation and two languages. */
function reference(): HTMLElement {
  document.body.innerHTML = `
    <div class="api-ref">
      <div class="api-ref__finder" data-sample-files='{"python":"/assets/api/samples-python.json"}'></div>
      <section class="api-ref__operation" data-operation="listTimers">
        <div class="api-ref__samples">
          <div class="api-ref__langs"><button data-sample-lang="curl">curl</button><button data-sample-lang="python">Python</button></div>
          <pre class="language-bash" data-lang="curl"><code>curl https://api.example/timers</code></pre>
        </div>
      </section>
    </div>`;
  return document.querySelector<HTMLElement>('.api-ref')!;
}

afterEach(() => vi.unstubAllGlobals());

describe('the sample language', () => {
  it('shows the newest choice, even when an earlier choice’s file arrives after it', async () => {
    const root = reference();
    let arrive!: () => void;
    vi.stubGlobal('fetch', () => new Promise((resolve) => (arrive = () => resolve({ok: true, json: async () => ({listTimers: 'import requests'})}))));
    const button = (id: string) => root.querySelector<HTMLElement>(`[data-sample-lang="${id}"]`)!;
    const python = chooseLanguage(root, 'python', button('python'));
    await chooseLanguage(root, 'curl', button('curl'));
    arrive();
    await python;
    const pre = root.querySelector<HTMLElement>('pre')!;
    expect(pre.dataset.lang).toBe('curl');
    expect(pre.textContent).toBe('curl https://api.example/timers');
    expect(button('curl').getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('curl');
    // The later choice of Python, with its file already here, shows it.
    await chooseLanguage(root, 'python', button('python'));
    expect(pre.dataset.lang).toBe('python');
    expect(pre.textContent).toBe('import requests');
  });
});
