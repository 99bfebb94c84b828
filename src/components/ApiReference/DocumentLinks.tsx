import React from 'react';
import {site} from '@site/src/site';
import {publishedJsonPath, publishedYamlPath} from '@site/src/data/api/publishedFiles';

/** The reference API's OpenAPI document in both formats. Static files, not routes: plain anchors. */
export function ApiDocumentLinks(): React.ReactElement {
  const href = (path: string) => `${site.baseUrl}${path.slice(1)}`;
  return (
    <ul>
      <li>
        <a href={href(publishedJsonPath)} type="application/json">
          openapi.json
        </a>
        : the OpenAPI 3.1 document as JSON.
      </li>
      <li>
        <a href={href(publishedYamlPath)} type="application/yaml">
          openapi.yaml
        </a>
        : the same document as YAML.
      </li>
    </ul>
  );
}
