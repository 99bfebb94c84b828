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
  return loadDocument(file);
}

export function renderDocument(document: Json, siteDir: string): RenderedReference {
  const titles = docTitles(path.join(siteDir, 'docs'));
  return renderReference(document, {pageTitle: (route) => titles.get(route)});
}
