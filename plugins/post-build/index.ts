import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {siteRootOf} from '../shared/builtPages';
import {chunkFilesCapture} from '../shared/chunkFiles';
import {runPostBuild} from './run';

/**
 * Everything the site does after Docusaurus has written the pages, in one postBuild: Docusaurus
 * starts every plugin's postBuild at once, so the steps that read or rewrite the built pages, or
 * must see every file (the offline precache), run here one after another, in the order ./run.ts
 * writes down. Each page is read once into a typed record (plugins/shared/builtPages.ts) that every
 * step reads; the pages a step changed are written once, before the precache lists them.
 */
export default function postBuildPlugin(context: LoadContext): Plugin {
  const chunkFiles = chunkFilesCapture('post-build');
  let allContent: AllContent = {};
  return {
    name: 'post-build',
    allContentLoaded({allContent: loaded}) {
      allContent = loaded;
    },
    configureWebpack(_config, isServer) {
      return isServer || process.env.NODE_ENV !== 'production' ? {} : {plugins: [chunkFiles.webpackPlugin]};
    },
    async postBuild(props) {
      await runPostBuild({
        context,
        props,
        outDir: props.outDir,
        siteRoot: siteRootOf(context.siteConfig.url, context.baseUrl),
        chunkGroups: chunkFiles.groups(),
        docs: allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined,
        allContent,
      });
    },
  };
}
