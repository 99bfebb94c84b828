import {publishedFiles, type OpenApiContent} from '../../openapi/published';
import {writeBuildFile} from '../files';
import type {PostBuild} from '../types';

/** The reference API's files (plugins/openapi): its OpenAPI document, the /api page's fragment and the try-it data. */
export async function writeOpenApiFiles({outDir, allContent}: PostBuild): Promise<void> {
  const content = allContent.openapi?.default as OpenApiContent | undefined;
  if (!content) throw new Error('openapi: the plugin loaded no reference to publish; is plugins/openapi still in docusaurus.config.ts?');
  for (const [sitePath, text] of publishedFiles(content)) await writeBuildFile(outDir, sitePath, text);
}
