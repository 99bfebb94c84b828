/**
 * Loads, checks and renders the site's reference API document: what the build, the remark plugin
 * for /api and the tests share. Checking first means an invalid document stops the build with the
 * file, line, column and JSON pointer of each problem, before anything is rendered from it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Json} from '../../src/apiReference/model';
import {documentPath} from '../../src/data/api/paths';
import {docTitles} from '../shared/docRoutes';
import {documentSamples, type SampleFile} from './sampleFiles';
import {documentExamples} from './documentExamples';
import {renderReference, type RenderedReference} from './render';
import {documentProblems, formatProblem} from './validate';

export function loadDocument(file = documentPath): Json {
  return yaml.load(readFileSync(file, 'utf8')) as Json;
}

export async function checkedDocument(file = documentPath): Promise<Json> {
  const problems = await documentProblems(file, {examples: false});
  if (problems.length > 0) {
    throw new Error(`The reference API document is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map(formatProblem).join('\n')}`);
  }
  const document = loadDocument(file);
  // Redocly's example rules are the slow part of its run: the same rule with Ajv alone is fast.
  const examples = documentExamples(document).problems;
  if (examples.length > 0) {
    throw new Error(`The reference API document has examples its schemas refuse (${examples.length}):\n${examples.map((e) => `${path.relative(process.cwd(), file)}: ${e.where}: ${e.problems.join('; ')}`).join('\n')}`);
  }
  return document;
}

export interface RenderedDocument extends RenderedReference {
  /** The sample files the page fetches for languages other than curl. */
  sampleFiles: SampleFile[];
}

export function renderDocument(document: Json, siteDir: string, baseUrl = '/'): RenderedDocument {
  const titles = docTitles(path.join(siteDir, 'docs'));
  const samples = documentSamples(document);
  const rendered = renderReference(document, {
    pageTitle: (route) => titles.get(route),
    sample: (op) => samples.byOperation.get(op.id)!.get('curl')!,
    sampleFiles: Object.fromEntries(samples.files.map((file) => [file.language, `${baseUrl}${file.route.slice(1)}`])),
  });
  return {...rendered, sampleFiles: samples.files};
}
