// Browser tests drive Debian's Chromium (scripts/chromium.mjs): its headless shell for the tests and
// the full browser for the one test that needs it, never a downloaded build. Installs whichever is
// missing when we are root; otherwise stops with instructions. Never skips.
import {existsSync} from 'node:fs';
import {execSync} from 'node:child_process';
import {fullBrowser, testBrowser} from './chromium.mjs';

const browsers = [testBrowser, fullBrowser];
const missing = browsers.filter((browser) => !existsSync(browser.path));

if (missing.length > 0) {
  const packages = missing.map((browser) => browser.debianPackage).join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${missing.map((browser) => `Chromium for ${browser.role} was not found at ${browser.path}.`).join('\n')}\n` +
        'Install the system packages and run the tests again:\n' +
        `  sudo apt-get update && sudo apt-get install -y ${packages}\n` +
        `(or point ${missing.map((browser) => browser.variable).join(' and ')} at an existing binary).`,
    );
    process.exit(1);
  }
  console.log(`Installing the Debian package${missing.length > 1 ? 's' : ''} ${packages}…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {stdio: 'inherit'});
  const stillMissing = missing.filter((browser) => !existsSync(browser.path));
  if (stillMissing.length > 0) {
    console.error(`apt-get finished but ${stillMissing.map((browser) => browser.path).join(' and ')} still missing.`);
    process.exit(1);
  }
}
for (const browser of browsers) console.log(`Chromium for ${browser.role}: ${browser.path}`);
