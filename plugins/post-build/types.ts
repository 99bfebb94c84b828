import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {BuiltPage} from '../shared/builtPages';
import type {ChunkGroupFiles} from '../shared/chunkFiles';

/** What Docusaurus hands a postBuild: the build folder, the site config, the bundler. */
export type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** Everything a post-build step reads: the site, the build, and every page read once. */
export interface PostBuild {
  context: LoadContext;
  props: PostBuildProps;
  outDir: string;
  /** Absolute site root without trailing slash. */
  siteRoot: string;
  /** Every page of the build, in route order (plugins/shared/builtPages.ts). */
  pages: BuiltPage[];
  /** The browser build's named chunk groups and their files. */
  chunkGroups: ChunkGroupFiles;
  /** The docs plugin's loaded docs and sidebars. */
  docs: LoadedContent | undefined;
  /** Every plugin's loaded content, for steps that publish what a plugin prepared. */
  allContent: AllContent;
}
