// `npm run deploy`: publishes the build to Cloudflare Pages (which applies its `_headers`) and, when
// the search keys are set, uploads the hosted-search records with the search service's own client.
// `npm run deploy -- --dry-run` prints what it would publish and upload, reading the build only: no
// credential, no network (tests/unit/deploy/dryRun.test.ts runs it in `npm test`). README, "Deploying".
// Options: --build <dir> (default build), --branch <name> (default: the CI branch, else main).
import path from 'node:path';
import {deployPlan} from './deploy/plan';
import {publishBuild} from './deploy/publish';
import {planReport} from './deploy/report';
import {uploadSearchRecords} from './deploy/searchUpload';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const dryRun = args.includes('--dry-run');

async function main(): Promise<void> {
  const env = process.env;
  const plan = await deployPlan(path.resolve(option('build', 'build')), env, {
    branch: option('branch', env.GITHUB_REF_NAME || 'main'),
    recordsFile: path.resolve('.tmp/deploy/search-records.json'),
  });
  console.log(planReport(plan, dryRun));
  if (plan.problems.length > 0) process.exit(1);
  if (dryRun) return;
  await publishBuild(plan.publish, env);
  await uploadSearchRecords(plan.upload, env);
  console.log(`\nPublished${plan.upload.skipped ? '' : ` and uploaded ${plan.upload.records} search records`}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
