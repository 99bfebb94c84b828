import type {BuiltPage} from '../../shared/builtPages';
import {literalBackticks} from '../../text-checks/literalBackticks';

/**
 * Checks the built pages' text for defects that reach every output (HTML, Markdown twins,
 * llms-full.txt): literal backticks outside code. The build fails and names each page. Broken
 * Markdown lists are caught while the pages compile (plugins/text-checks/brokenLists.ts, a remark plugin).
 */
export function checkPageText(pages: readonly BuiltPage[]): void {
  const problems = pages.flatMap((page) => literalBackticks(page.html).map((text) => `${page.route}: ${text}`));
  if (problems.length > 0) {
    throw new Error(`Literal backticks in the text of built pages (code meant as \`code\` that was not rendered as code: use TextWithCode or a Markdown code span):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
