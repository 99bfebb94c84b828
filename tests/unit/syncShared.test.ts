import {spawnSync} from 'node:child_process';
import {copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {repoRoot} from '../support/routes';

/**
 * scripts/sync-shared.mjs in a throwaway checkout: a git repository with spec/ beside a ../shared
 * folder, so the test can edit both sides without touching the real ones.
 */
describe('sync:shared never overwrites a contributor’s edits to spec/', () => {
  let root: string;
  let repo: string;
  const run = (...args: string[]) => spawnSync('node', ['scripts/sync-shared.mjs', ...args], {cwd: repo, encoding: 'utf8'});
  const git = (...args: string[]) => spawnSync('git', args, {cwd: repo, encoding: 'utf8'});
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, text);
  };
  const spec = (file: string) => readFileSync(path.join(repo, 'spec', file), 'utf8');

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sync-shared-'));
    repo = path.join(root, 'site');
    write(path.join(root, 'shared/routes.txt'), '/\n');
    write(path.join(root, 'shared/facts/a.yaml'), 'a: 1\n');
    write(path.join(root, 'shared/facts/b.yaml'), 'b: 1\n');
    mkdirSync(path.join(repo, 'scripts'), {recursive: true});
    copyFileSync(path.join(repoRoot, 'scripts/sync-shared.mjs'), path.join(repo, 'scripts/sync-shared.mjs'));
    expect(run().status).toBe(0);
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', 'copy');
  });
  afterEach(() => rmSync(root, {recursive: true, force: true}));

  it('passes the check when the copy matches', () => {
    const result = run('--check');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('spec/ matches ../shared (3 files)');
  });

  it('copies a sheet that changed in ../shared when spec/ has no edits of its own', () => {
    write(path.join(root, 'shared/facts/a.yaml'), 'a: 2\n');
    write(path.join(root, 'shared/facts/c.yaml'), 'c: 1\n');
    const checked = run('--check');
    expect(checked.status).toBe(1);
    expect(checked.stderr).toContain('facts/a.yaml (changed in ../shared)');
    expect(checked.stderr).toContain('facts/c.yaml (new in ../shared)');
    expect(run().status).toBe(0);
    expect(spec('facts/a.yaml')).toBe('a: 2\n');
    expect(spec('facts/c.yaml')).toBe('c: 1\n');
  });

  it('keeps a locally edited copy, shows the difference, and overwrites it only with --force', () => {
    write(path.join(repo, 'spec/facts/b.yaml'), 'b: mine\n');
    write(path.join(root, 'shared/facts/a.yaml'), 'a: 2\n');
    const checked = run('--check');
    expect(checked.status).toBe(1);
    expect(checked.stderr).toContain('facts/b.yaml (edited in spec/)');
    expect(checked.stderr).toContain('keeps your edits to facts/b.yaml');

    const synced = run();
    expect(synced.status).toBe(1);
    expect(synced.stderr).toContain('kept spec/facts/b.yaml');
    expect(synced.stderr).toContain('-b: mine');
    expect(spec('facts/b.yaml')).toBe('b: mine\n');
    expect(spec('facts/a.yaml')).toBe('a: 2\n');

    expect(run('--force').status).toBe(0);
    expect(spec('facts/b.yaml')).toBe('b: 1\n');
  });
});
