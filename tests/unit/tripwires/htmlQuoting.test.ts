import {describe, expect, it} from 'vitest';
import {unquotedAttributes} from '../../support/html';

describe('tripwire: tests read built HTML whatever the minifier does with quotes (tests/support/html.ts)', () => {
  it('writes quoted and unquoted values alike', () => {
    const quoted = '<h2 id="usage" class="anchor"><a href="/api#get-bot" data-operation=\'get-bot\'>Bot</a></h2><script type="application/json" id="app-scripts">[]</script>';
    const unquoted = '<h2 id=usage class=anchor><a href=/api#get-bot data-operation=get-bot>Bot</a></h2><script type=application/json id=app-scripts>[]</script>';
    expect(unquotedAttributes(quoted)).toBe(unquoted);
    expect(unquotedAttributes(unquoted)).toBe(unquoted);
  });

  it('keeps the quotes a value needs, and leaves text alone', () => {
    const html = '<p title="two words" data-x="a=b">id="not-an-attribute" here</p>';
    expect(unquotedAttributes(html)).toBe(html);
  });
});
