import {compile, evaluate} from '@mdx-js/mdx';
import {createElement, type FunctionComponent} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import remarkTopicPage from '../../plugins/remark-topic-page';
import {topics} from '../../src/data/topics';
import {topicPartData, type TopicPart} from '../../src/data/topics/pageData';

const path = 'docs/websockets/topics/channel-tips.mdx';
const parts = Object.keys(topicPartData) as TopicPart[];
const pageOf = (name: string) => parts.map((part) => `<${part} name="${name}" />`).join('\n\n');

const compiled = async (mdx: string) => String(await compile({value: mdx, path}, {remarkPlugins: [remarkTopicPage], jsx: true}));

/** The props each part receives when the compiled page renders. */
async function propsOf(mdx: string): Promise<{part: TopicPart; props: Record<string, unknown>}[]> {
  const {default: Content} = await evaluate({value: mdx, path}, {...runtime, remarkPlugins: [remarkTopicPage]});
  const seen: {part: TopicPart; props: Record<string, unknown>}[] = [];
  const capture = (part: TopicPart): FunctionComponent<Record<string, unknown>> => (props) => {
    seen.push({part, props});
    return null;
  };
  renderToStaticMarkup(createElement(Content, {components: Object.fromEntries(parts.map((part) => [part, capture(part)]))}));
  return seen;
}

describe('remark-topic-page', () => {
  it("gives every part of every topic page exactly that part's data for its topic", async () => {
    for (const topic of topics) {
      const seen = await propsOf(pageOf(topic.name));
      expect(seen.map((entry) => entry.part)).toEqual(parts);
      for (const {part, props} of seen) expect(props, `${part} ${topic.name}`).toStrictEqual({name: topic.name, data: topicPartData[part](topic.name)});
    }
  });

  it("carries only the page's own topic: no other topic's name is in the compiled page", async () => {
    const out = await compiled(pageOf('channel.tips'));
    expect(out).toMatch(/<TopicFacts name="channel.tips" data=\{\{\s*"name": "channel.tips",\s*"room"/);
    for (const other of topics.filter((topic) => topic.name !== 'channel.tips')) expect(out).not.toContain(`"${other.name}"`);
  });

  it('leaves pages without topic parts untouched', async () => {
    expect(await compiled('# Topics\n\n<TopicIndex />')).not.toContain('data=');
  });

  it('fails the build with the file and the name for an unknown or missing topic name', async () => {
    await expect(compiled('<TopicFields name="channel.nope" />')).rejects.toThrow(/^docs\/websockets\/topics\/channel-tips\.mdx: Unknown websocket topic "channel\.nope"/);
    await expect(compiled('<TopicExamples />')).rejects.toThrow(/^docs\/websockets\/topics\/channel-tips\.mdx: <TopicExamples> needs a literal name/);
    await expect(compiled('<TopicSubscribe name={"channel.tips"} />')).rejects.toThrow(/<TopicSubscribe> needs a literal name/);
  });
});
