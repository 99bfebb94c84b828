import React from 'react';
import {site} from '@site/src/site';
import {asyncApiJsonPath, asyncApiYamlPath} from '@site/src/data/websockets/contractFiles';

/** The AsyncAPI document in both formats, for /websockets. Static files, so plain anchors. */
export function AsyncApiLinks(): React.ReactElement {
  const href = (path: string) => `${site.baseUrl}${path.slice(1)}`;
  return (
    <ul>
      <li>
        <a href={href(asyncApiJsonPath)} type="application/json">
          asyncapi.json
        </a>
        : the AsyncAPI 3.0 document as JSON.
      </li>
      <li>
        <a href={href(asyncApiYamlPath)} type="application/yaml">
          asyncapi.yaml
        </a>
        : the same document as YAML.
      </li>
    </ul>
  );
}
