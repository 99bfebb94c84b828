/** Every topic entry has its page, and the page hands its own entry to each part. */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {topics} from '@site/src/data/topics';
import {topicModules} from '@site/src/data/topics/allEntries';

const pageFile = (slug: string) => path.join('docs', 'websockets', 'topics', `${slug}.mdx`);

describe.each(topics.map((topic) => [topic.name, topic] as const))('topic %s', (name, topic) => {
  it('lives in src/data/topics/entries/<name>.ts', () => {
    expect(topicModules.find((module) => module.entry === topic)?.file).toBe(`src/data/topics/entries/${name}.ts`);
  });

  it('has a page that imports its entry and passes it to every part', () => {
    const file = pageFile(topic.slug);
    expect(existsSync(file), file).toBe(true);
    const body = readFileSync(file, 'utf8');
    expect(body).toContain(`import topic from '@site/src/data/topics/entries/${name}';`);
    const parts = [...body.matchAll(/<(Topic(?:Facts|Subscribe|Fields|Examples))\b([^>]*)\/>/g)];
    expect(parts.map((part) => part[1])).toEqual(expect.arrayContaining(['TopicFacts', 'TopicSubscribe']));
    for (const part of parts) expect(part[2]?.trim()).toBe('topic={topic}');
  });
});

describe('the topics index order', () => {
  it('comes from each entry’s position, each used once', () => {
    const positions = topics.map((topic) => topic.position);
    expect(new Set(positions).size).toBe(topics.length);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
