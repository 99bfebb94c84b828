import type {Plugin} from '@docusaurus/types';

/**
 * V8's file-level compile hint (Chrome 136+; other engines read it as a comment). Without it V8
 * only pre-parses most functions while the file streams in, then compiles each one on the main
 * thread the first time it runs. Nearly every function of the app's entry scripts runs while the
 * page starts (React DOM, the router, the layout), so with the hint they are compiled eagerly on
 * a background thread during the download instead, and evaluating `main.*.js`, the longest task of
 * a first load, gets shorter.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint on the first line of the entry chunks only (`runtime~main`, `main`): route and tool
 * chunks hold code that may never run on a given page, where eager compiling would be wasted work.
 * It is added after minification (which drops comments) and after the content hash (which it does
 * not need to change).
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
          }),
        ],
      };
    },
  };
}
