/** Every file the plugin writes, as path → text, so the tests read exactly what the build serves. */
import yaml from 'js-yaml';
import {site} from '../../src/site';
import {asyncApiDocument, topicPayload} from './document';
import {contractTopics} from './contractTopics';
import {schema2020} from './jsonSchema';
import {asyncApiJsonPath, asyncApiYamlPath, topicSchemaPath} from '../../src/data/websockets/contractFiles';

export function asyncApiFiles(version: string): Map<string, string> {
  const document = asyncApiDocument(version);
  const files = new Map<string, string>([
    [asyncApiJsonPath, `${JSON.stringify(document, null, 2)}\n`],
    [asyncApiYamlPath, yaml.dump(document, {noRefs: true, lineWidth: 120})],
  ]);
  for (const topic of contractTopics) {
    const path = topicSchemaPath(topic);
    const schema = schema2020(topic.schema ?? (topicPayload(topic) as never), `${site.url}${path}`, `data of ${topic.name} messages`);
    files.set(path, `${JSON.stringify(schema, null, 2)}\n`);
  }
  return files;
}
