/**
 * Every operation's request samples, generated once per build (./snippets.ts), and the files the
 * page fetches them from: curl rides in the page's HTML, each other language is one JSON file
 * (`/assets/api/samples-<language>.<hash>.json`, operationId → code), fetched when a reader picks it.
 */
import {createHash} from 'node:crypto';
import {exampleRequest} from '../../src/apiReference/exampleRequest';
import {allOperations, type Json, type Operation} from '../../src/apiReference/model';
import {SAMPLE_LANGUAGES, samplesOf, type SuccessAnswer} from './snippets';

export interface SampleFile {
  language: string;
  /** Site path of the file, such as `/assets/api/samples-python.0123456789.json`. */
  route: string;
  text: string;
}

export interface DocumentSamples {
  /** operationId → language id → code. */
  byOperation: Map<string, Map<string, string>>;
  files: SampleFile[];
}

/** What the operation's first success answer holds, as its document says. */
export function successAnswer(op: Operation): SuccessAnswer {
  const success = op.responses.find((response) => response.status.startsWith('2'));
  if (!success?.mediaType) return 'none';
  return /^application\/(.+\+)?json$/.test(success.mediaType) ? 'json' : 'text';
}

export function documentSamples(document: Json): DocumentSamples {
  const byOperation = new Map<string, Map<string, string>>();
  for (const op of allOperations(document)) byOperation.set(op.id, new Map(samplesOf(exampleRequest(op), successAnswer(op)).map(({language, code}) => [language.id, code])));
  const files = SAMPLE_LANGUAGES.slice(1).map((language) => {
    const text = JSON.stringify(Object.fromEntries([...byOperation].map(([id, codes]) => [id, codes.get(language.id)!])));
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
    return {language: language.id, route: `/assets/api/samples-${language.id}.${hash}.json`, text};
  });
  return {byOperation, files};
}
