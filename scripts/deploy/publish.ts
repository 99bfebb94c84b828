import {spawn} from 'node:child_process';
import {PUBLISH_ENV, type PublishPlan} from './plan';

export type Run = (command: string, args: string[], env: NodeJS.ProcessEnv) => Promise<number>;

/** Runs a command with its output shown, resolving with its exit code. */
export const runCommand: Run = (command, args, env) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, {stdio: 'inherit', env});
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });

/**
 * Publishes the build with Cloudflare's own CLI (a direct upload to Cloudflare Pages, which applies
 * the build's `_headers`). The CLI reads the API token and account id from the environment.
 */
export async function publishBuild(plan: PublishPlan, env: NodeJS.ProcessEnv, run: Run = runCommand): Promise<void> {
  const missing = PUBLISH_ENV.filter((name) => (env[name] ?? '').trim() === '');
  if (missing.length > 0) throw new Error(`Cannot publish: set ${missing.join(', ')} (CI secrets and variables; README, "Deploying").`);
  const [command, ...args] = plan.command;
  const code = await run(command as string, args, env);
  if (code !== 0) throw new Error(`Publishing failed: ${plan.command.slice(0, 5).join(' ')} exited with ${code}.`);
}
