import {readFile} from 'node:fs/promises';
import type {Plugin} from '@docusaurus/types';
import {htmlFiles, routeOfHtmlFile} from '../shared/htmlFiles';
import {inPostBuildChain} from '../shared/postBuildChain';
import {literalBackticks} from './literalBackticks';

/**
 * Checks the built pages' text for defects that reach every output (HTML, Markdown twins,
 * llms-full.txt): literal backticks outside code. The build fails and names each page. Broken
 * Markdown lists are caught while the pages compile (./brokenLists.ts, a remark plugin).
 */
export default function textChecksPlugin(): Plugin {
  return inPostBuildChain({
    name: 'text-checks',
    async postBuild({outDir}) {
      const problems: string[] = [];
      for (const file of await htmlFiles(outDir)) {
        for (const text of literalBackticks(await readFile(file, 'utf8'))) problems.push(`${routeOfHtmlFile(outDir, file)}: ${text}`);
      }
      if (problems.length > 0) {
        throw new Error(`Literal backticks in the text of built pages (code meant as \`code\` that was not rendered as code: use TextWithCode or a Markdown code span):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      }
    },
  });
}
