import {extractRecords} from '@site/plugins/search-index/extract';
import {sectionFor} from '@site/plugins/shared/builtPages';
import type {DocSearchRecord} from '@site/src/search/types';

export const SITE = 'https://docs.example.test';

/** A built doc page as Docusaurus renders it: head metas, breadcrumbs, markdown container, footer. */
export function docPage(opts: {title: string; description?: string; keywords?: string; body: string}): string {
  return `<!doctype html><html lang="en"><head><title>${opts.title} | Example Docs</title>
<meta name="description" content="${opts.description ?? ''}">
${opts.keywords ? `<meta name="keywords" content="${opts.keywords}">` : ''}
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
</head><body><nav class="navbar"><a href="/">Home</a><button>Search</button></nav>
<article><nav class="theme-doc-breadcrumbs"><ul><li>Crumb</li></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>${opts.title}</h1></header>${opts.body}</div>
<footer class="theme-doc-footer"><a href="/tags/x">x</a></footer></article></body></html>`;
}

export const h = (level: number, id: string, text: string) =>
  `<h${level} class="anchor" id="${id}">${text}<a href="#${id}" class="hash-link" aria-label="Direct link to ${text}">\u200b</a></h${level}>`;

/** A small site with the shapes this product has: commands, variables, topics, widget events. */
export const PAGES: {route: string; html: string}[] = [
  {
    route: '/chatbot/commands/default/8ball',
    html: docPage({
      title: '!8ball',
      description: 'Answers a yes or no question with a random magic 8-ball reply.',
      keywords: '8ball, eightball, !eightball, magic ball',
      body: `<p>Type <code>!8ball</code> followed by a question.</p>${h(2, 'usage', 'Usage')}<pre><code>!8ball &lt;question&gt;</code></pre>${h(2, 'aliases', 'Aliases')}<ul><li><code>!eightball</code></li><li><code>!69ball</code></li></ul>`,
    }),
  },
  {
    route: '/chatbot/commands/default/songrequest',
    html: docPage({
      title: '!songrequest',
      description: 'Adds a song to the song request queue.',
      keywords: 'songrequest, sr, song request',
      body: `<p>Viewers add songs to the queue with <code>!songrequest</code> or <code>!sr</code>.</p>${h(2, 'settings', 'Settings')}<table><thead><tr><th>Setting</th><th>Default</th></tr></thead><tbody><tr><td>Max length</td><td>10 minutes</td></tr></tbody></table>`,
    }),
  },
  {
    route: '/chatbot/commands/default/followage',
    html: docPage({
      title: '!followage',
      description: 'Tells how long a user has followed a channel.',
      body: `<p>Shows the follow age of a viewer.</p>${h(2, 'examples', 'Examples')}<p>A viewer types <code>!followage</code>.</p>`,
    }),
  },
  {
    route: '/chatbot/variables/random',
    html: docPage({
      title: 'random',
      description: 'Random numbers, picks and chatters.',
      body: `${h(2, 'random-pick', '${random.pick}')}<p>Use <code>\${random.pick 'heads' 'tails'}</code> to choose one of the given items.</p>${h(2, 'random-number', 'Random number')}<p>Use <code>\${random.1-100}</code> for a number.</p>`,
    }),
  },
  {
    route: '/websockets/topics/channel-tips',
    html: docPage({
      title: 'channel.tips',
      description: 'Tip events pushed when someone tips the channel.',
      body: `<p>Subscribe to <code>channel.tips</code> to receive every tip.</p>${h(2, 'payload', 'Payload')}<p>The payload carries the amount and the currency.</p>`,
    }),
  },
  {
    route: '/overlays/custom-widget-events',
    html: docPage({
      title: 'Custom widget events',
      description: 'Events a custom widget receives.',
      body: `${h(2, 'on-event-received', 'onEventReceived')}<p>The <code>onEventReceived</code> event fires for every follow, tip and chat message.</p><div class="tabs-container"><ul role="tablist"><li role="tab">JavaScript</li></ul><div><pre><code><span>window.addEventListener('onEventReceived', (obj) =&gt; {});</span></code></pre></div></div><div class="codeBlockContainer"><button aria-label="Copy code">Copy</button></div>`,
    }),
  },
  {
    route: '/chatbot/modules/eightball',
    html: docPage({
      title: '8ball module',
      description: 'Switch on the 8ball module so the !8ball command answers.',
      body: `<p>The module holds the answers that <code>!8ball</code> picks from.</p>`,
    }),
  },
  {
    route: '/chatbot/troubleshooting',
    html: docPage({
      title: 'Troubleshooting',
      description: 'Fixes for common chatbot problems.',
      body: `${h(2, 'html-in-text', 'Text that looks like &lt;script&gt;alert(1)&lt;/script&gt;')}<p>A page may show &lt;img src=x onerror=alert(1)&gt; as text; it must stay text.</p><p>Song requests stop when the queue is closed.</p>`,
    }),
  },
];

export function fixtureRecords(): DocSearchRecord[] {
  return PAGES.flatMap((p) => extractRecords(p.html, {siteRoot: SITE, route: p.route, section: sectionFor(p.route)}));
}
