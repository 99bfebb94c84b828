/**
 * The sidebar is generated from the docs folder (sidebars.ts). A websocket topic page takes its place
 * from its data entry's `position` (src/data/topics/entries), the order the topics index uses too, so
 * the order is written once, in the data, and not again in each page's front matter.
 */
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {loadEntryModules} from '../src/data/entries/loadEntries';

type Generator = PluginOptions['sidebarItemsGenerator'];

export const sidebarItemsGenerator: Generator = async ({defaultSidebarItemsGenerator, ...args}) => {
  const topics = loadEntryModules<{slug: string; position: number}>(path.join(__dirname, '../src/data/topics/entries'));
  const positions = new Map(topics.map(({entry}) => [`websockets/topics/${entry.slug}`, entry.position]));
  const docs = args.docs.map((doc) => (positions.has(doc.id) ? {...doc, sidebarPosition: positions.get(doc.id)} : doc));
  return defaultSidebarItemsGenerator({...args, docs});
};
