/**
 * Remark plugin for websocket topic pages. A page says `<TopicFacts name="channel.tips" />` (and
 * likewise TopicSubscribe, TopicFields, TopicExamples); this plugin looks the topic up at compile time
 * and passes each part what it shows as a `data` literal. Each page's chunk then carries its own
 * topic, not all twelve, and the parts never import src/data/topics.
 */
import {topicPartData, type TopicPart} from '../../src/data/topics/pageData';
import {expressionAttribute, isJsxElement, literalAttribute, type MdxNode} from '../shared/mdxJsx';

interface File {
  path?: string;
}

const PARTS = Object.keys(topicPartData) as TopicPart[];

function topicParts(node: MdxNode, found: {element: MdxNode; part: TopicPart}[] = []): {element: MdxNode; part: TopicPart}[] {
  const part = PARTS.find((candidate) => isJsxElement(node, candidate));
  if (part) found.push({element: node, part});
  for (const child of node.children ?? []) topicParts(child, found);
  return found;
}

function partData(element: MdxNode, part: TopicPart): unknown {
  const name = literalAttribute(element, 'name');
  if (name === undefined) throw new Error(`<${part}> needs a literal name="…" attribute.`);
  return topicPartData[part](name);
}

export default function remarkTopicPage() {
  return (tree: MdxNode, file: File): void => {
    for (const {element, part} of topicParts(tree)) {
      let data;
      try {
        data = partData(element, part);
      } catch (error) {
        throw new Error(`${file.path ?? 'MDX page'}: ${(error as Error).message}`, {cause: error});
      }
      element.attributes = [...(element.attributes ?? []), expressionAttribute('data', data)];
    }
  };
}
