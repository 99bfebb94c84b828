import React from 'react';
import {site} from '@site/src/site';
import {asyncApiJsonPath, asyncApiYamlPath, topicSchemaPath} from '@site/src/data/websockets/contractPaths';

/**
 * Links to the generated contract files (plugins/asyncapi). They are static files, not routes, so
 * they are plain anchors: the router must not try to render them as pages.
 */
function FileLink({path, children}: {path: string; children: React.ReactNode}): React.ReactElement {
  return (
    <a href={`${site.baseUrl}${path.replace(/^\//, '')}`} type="application/json">
      {children}
    </a>
  );
}

/** The AsyncAPI document in both formats, for /websockets. */
export function AsyncApiLinks(): React.ReactElement {
  return (
    <ul>
      <li>
        <FileLink path={asyncApiJsonPath}>asyncapi.json</FileLink>: the AsyncAPI 3.0 document as JSON.
      </li>
      <li>
        <FileLink path={asyncApiYamlPath}>asyncapi.yaml</FileLink>: the same document as YAML.
      </li>
    </ul>
  );
}

/** The JSON Schema (2020-12) of one topic's payload. */
export function TopicSchemaLink({name}: {name: string}): React.ReactElement {
  return (
    <FileLink path={topicSchemaPath({name})}>
      <code>{`${name}.json`}</code>
    </FileLink>
  );
}
