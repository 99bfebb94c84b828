// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';

describe('the site\'s Prism in a browser', () => {
  it('never highlights the page by itself, so React keeps the server-rendered code blocks', async () => {
    document.body.innerHTML = '<pre><code class="language-json">{"amount": 5}</code></pre>';
    const {default: Prism} = await import('../../src/components/PrismHighlighting/grammars/json');
    await new Promise((resolve) => setTimeout(resolve, 100)); // Prism's automatic run waits a frame
    expect((Prism as unknown as {manual?: boolean}).manual).toBe(true);
    expect(document.querySelector('code')!.innerHTML).toBe('{"amount": 5}');
  });
});
