// Browser tests drive the system Chromium (Debian package "chromium"), never a downloaded build.
// Installs it when missing and we are root; otherwise stops with instructions. Never skips.
import {existsSync} from 'node:fs';
import {execSync} from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromiumPath)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${chromiumPath}.\n` +
        'Install the system package and run the tests again:\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or point CHROMIUM_PATH at an existing Chromium binary).',
    );
    process.exit(1);
  }
  console.log(`Chromium is missing at ${chromiumPath}; installing the Debian "chromium" package…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {stdio: 'inherit'});
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} still does not exist.`);
    process.exit(1);
  }
}
console.log(`Using Chromium at ${chromiumPath}`);
