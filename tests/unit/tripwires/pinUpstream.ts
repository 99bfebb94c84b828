// Records the hashes of the upstream files the theme overrides were written against
// (tests/unit/tripwires/themeOverrides.ts) in upstreamHashes.json. Run it after reviewing every
// override the tripwire test named: `npx tsx tests/unit/tripwires/pinUpstream.ts`.
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {upstreamHashes} from './upstream';

const file = path.join(import.meta.dirname, 'upstreamHashes.json');
writeFileSync(file, `${JSON.stringify(upstreamHashes(), null, 2)}\n`);
console.log(`Pinned ${Object.keys(upstreamHashes().files).length} upstream files in ${path.relative(process.cwd(), file)}.`);
