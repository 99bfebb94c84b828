import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {documentPath, publishedJsonPath, publishedYamlPath} from '../../src/data/api/paths';
import type {SampleFile} from './sampleFiles';

/** What the plugin's loadContent prepares for the build: the page's fragment, the try-it data and the request samples. */
export interface OpenApiContent {
  fragment: string;
  tryIt: string;
  /** Every language's samples but curl's, one file each (./sampleFiles.ts). */
  sampleFiles: SampleFile[];
}

const hashed = (name: string, text: string) => `/assets/api/${name}.${createHash('sha256').update(text).digest('hex').slice(0, 10)}`;
/**
 * The fragment the page fetches when a reader arrives by in-app navigation (no server HTML then).
 * JSON, not .html: every .html file of a build is a page to the tools that read the build.
 */
export const fragmentPath = (json: string) => `${hashed('reference', json)}.json`;
/** The compact data the try-it panels load on intent: operations without prose, and their body schemas. */
export const tryItPath = (json: string) => `${hashed('try-it', json)}.json`;

/** Every file the reference API adds to a build, as site path → text. */
export function publishedFiles({fragment, tryIt, sampleFiles}: OpenApiContent): [string, string][] {
  const document = readFileSync(documentPath, 'utf8');
  return [
    [publishedYamlPath, document],
    [publishedJsonPath, `${JSON.stringify(yaml.load(document), null, 2)}\n`],
    [fragmentPath(fragment), fragment],
    [tryItPath(tryIt), tryIt],
    ...sampleFiles.map((file): [string, string] => [file.route, file.text]),
  ];
}
