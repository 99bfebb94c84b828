// Writes synthetic but realistic MDX pages (front matter, headings, tables, code, links)
// for the scale benchmark. Deterministic: the same count gives the same pages.

const topics = ['points', 'timer', 'counter', 'raffle', 'duel', 'queue', 'filter', 'overlay', 'widget', 'alert', 'tip', 'emote', 'quote', 'song', 'giveaway', 'contest'];
const verbs = ['shows', 'changes', 'resets', 'announces', 'counts', 'picks', 'queues', 'filters', 'rewards', 'posts'];
const nouns = ['viewers', 'moderators', 'subscribers', 'chat lines', 'loyalty points', 'emotes', 'followers', 'messages', 'rounds', 'entries'];
const levels = ['everyone', 'subscriber', 'regular', 'vip', 'moderator', 'supermoderator', 'broadcaster'];
const tags = ['chatbot', 'commands', 'variables', 'overlays', 'widgets', 'moderation', 'loyalty-points', 'timers', 'counters', 'engagement'];

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function sentence(next, topic) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  return `The ${topic} feature ${pick(verbs)} ${pick(nouns)} when ${pick(nouns)} reach ${Math.floor(next() * 500) + 1} ${pick(nouns)}, and it ${pick(verbs)} the result in chat.`;
}

function paragraph(next, topic, sentences = 4) {
  return Array.from({length: sentences}, () => sentence(next, topic)).join(' ');
}

/** @returns {{path: string, body: string}[]} relative paths under docs/ */
export function syntheticPages(count) {
  const pages = [];
  for (let i = 0; i < count; i += 1) {
    const next = rng(i + 1);
    const topic = topics[i % topics.length];
    const group = `group-${String(Math.floor(i / 50)).padStart(3, '0')}`;
    const name = `${topic}-${i}`;
    const rows = Array.from({length: 6}, (_, r) => `| \`${topic}.${r}\` | ${levels[(i + r) % levels.length]} | ${sentence(next, topic)} |`).join('\n');
    const body = `---
title: '!${name} reference'
description: 'Synthetic scale-test page ${i} about the ${topic} feature.'
tags: [${tags[i % tags.length]}, ${tags[(i + 3) % tags.length]}]
---

${paragraph(next, topic, 3)}

## Usage

${paragraph(next, topic)}

\`\`\`text
!${name} <user> [amount]
\`\`\`

### Arguments

| Argument | User level | Meaning |
| --- | --- | --- |
${rows}

## Examples

${paragraph(next, topic)}

\`\`\`js title="widget.js"
window.addEventListener('onEventReceived', (obj) => {
  const {listener, event} = obj.detail;
  if (listener === '${topic}-latest') console.log(event.name, ${i});
});
\`\`\`

### Edge cases

${paragraph(next, topic, 5)}

## Related

See [the chatbot overview](/) and [the API](/api).
`;
    pages.push({path: `scale-test/${group}/${name}.mdx`, body});
  }
  return pages;
}
