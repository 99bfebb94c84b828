import path from 'node:path';
import type {DeployPlan} from './plan';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The plan as a person reads it: what goes to the host, what goes to the search service, what is missing. */
export function planReport(plan: DeployPlan, dryRun: boolean): string {
  const {publish, upload} = plan;
  const lines = [
    dryRun ? 'Deploy dry run: nothing is published or uploaded, no credential is used and no network is reached.' : 'Deploy:',
    '',
    `Publish to Cloudflare Pages, project ${publish.project ?? '(CLOUDFLARE_PAGES_PROJECT not set)'}, branch ${publish.branch}:`,
    `  ${publish.files} files, ${kB(publish.bytes)} (largest: ${publish.largest.file}, ${kB(publish.largest.bytes)}) from ${path.relative(process.cwd(), publish.buildDir) || '.'}`,
    `  _headers: ${publish.headerRules.length} rules, applied by the host`,
    ...publish.headerRules.map((rule) => `    ${rule.pattern}: ${rule.headers.join(', ')}`),
    `  command: ${publish.command.join(' ')}`,
    '',
    `Search: this build uses ${plan.searchMode === 'hosted' ? 'the hosted index' : 'its own embedded index'}.`,
    upload.skipped
      ? `  Upload skipped: ${upload.skipped}.`
      : `  Upload to application ${upload.appId ?? '?'}, index ${upload.indexName ?? '?'}: replace all records, then settings and synonyms.`,
    `  ${upload.records} records from ${upload.pages} pages, ${upload.settings.length} index settings, ${upload.synonyms} synonyms (${path.relative(process.cwd(), upload.recordsFile)})`,
    '',
    `Credentials in the environment: ${Object.entries(plan.credentials).map(([name, set]) => `${name} ${set ? 'set' : 'not set'}`).join(', ')}`,
  ];
  if (plan.problems.length > 0) lines.push('', 'Problems (a deploy stops on these):', ...plan.problems.map((p) => `  - ${p}`));
  return lines.join('\n');
}
