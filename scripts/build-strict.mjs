// Runs the production build and fails on any warning Docusaurus prints, so broken
// links, anchors, markdown links and duplicate routes can never land silently.
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';

// babel.config.js is kept on purpose for tools that read it (see design.md); Docusaurus
// notes that SWC does not need it. That note is the one warning we accept.
const ACCEPTED = [/You can safely remove the Babel config file/];

const started = Date.now();
// Docusaurus's own entry, run by this Node: `npx` would add an npm process and a shell that hold
// memory for the whole build without doing any of it.
const docusaurus = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
const child = spawn(process.execPath, [docusaurus, 'build', ...process.argv.slice(2)], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: process.env,
});

let output = '';
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  output += chunk;
});
child.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  output += chunk;
});

const ESC = String.fromCharCode(27);
const stripAnsi = (text) => text.split(ESC).map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, ''))).join('');

/** Every warning item: lone [WARNING] lines, and the "- " items listed under a [WARNING] header. */
export function warningItems(log) {
  const items = [];
  let inBlock = false;
  for (const raw of log.split('\n')) {
    const line = stripAnsi(raw).trimEnd();
    if (line.includes('[WARNING]')) {
      const rest = line.slice(line.indexOf('[WARNING]') + 9).trim();
      inBlock = rest.endsWith(':');
      if (!inBlock && rest) items.push(rest);
    } else if (inBlock && /^\s*-\s/.test(line)) {
      items.push(line.trim().slice(2));
    } else if (inBlock && line.trim() !== '' && !/^\s/.test(line)) {
      inBlock = false;
    } else if (inBlock && line.trim() !== '') {
      items[items.length - 1] += ` ${line.trim()}`;
    }
  }
  return items;
}

child.on('close', (code) => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\nBuild failed after ${seconds} s (exit ${code}).`);
    process.exit(code ?? 1);
  }
  const warnings = warningItems(output).filter((w) => !ACCEPTED.some((re) => re.test(w)));
  if (warnings.length > 0) {
    console.error(`\nBuild printed ${warnings.length} warning(s); warnings are errors here:`);
    for (const w of warnings) console.error(`  - ${w}`);
    process.exit(1);
  }
  console.log(`\nBuild finished in ${seconds} s with no warnings.`);
});
