import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import {browserThemeColour} from '../../../src/shared/themeValues';
import {ICON_SIZES, iconPath, MANIFEST_FILE, webAppManifest} from '../../offline';
import {FAVICON_FILE, FAVICON_SIZES, icoFromPngs} from '../../offline/favicon';
import {writeBuildFile} from '../files';
import type {PostBuild} from '../types';

const png = (svg: Buffer, size: number) => new Resvg(svg, {fitTo: {mode: 'width', value: size}, font: {loadSystemFonts: false}}).render().asPng();

/** The installable site's files (plugins/offline): manifest.json, its PNG icons, and /favicon.ico. */
export async function writeOfflineFiles({context, outDir}: PostBuild): Promise<void> {
  const {baseUrl, favicon = 'img/favicon.svg'} = context.siteConfig;
  const logo = await readFile(path.join(context.siteDir, 'static/img/logo.svg'));
  for (const size of ICON_SIZES) await writeBuildFile(outDir, iconPath(size), png(logo, size));
  await writeBuildFile(outDir, MANIFEST_FILE, JSON.stringify(webAppManifest(baseUrl, browserThemeColour), null, 2));
  const icon = await readFile(path.join(context.siteDir, 'static', favicon));
  await writeBuildFile(outDir, FAVICON_FILE, icoFromPngs(FAVICON_SIZES.map((size) => ({size, png: png(icon, size)}))));
}
