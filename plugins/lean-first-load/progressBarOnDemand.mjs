// The route-change progress bar for the theme's client module (theme-classic/lib/nprogress.js),
// which calls configure() at start-up, start() 200 ms into a slow route change and done() when it
// ends. nprogress itself comes only with the first start(), so no first load carries it; a done()
// before it arrives means the bar is not shown at all.
let settings = {};
let wanted = false;
let loaded;

function load() {
  loaded ??= import(/* webpackChunkName: "nprogress" */ 'nprogress').then((module) => {
    const nprogress = module.default ?? module;
    nprogress.configure(settings);
    return nprogress;
  });
  return loaded;
}

const progressBar = {
  configure(options) {
    settings = {...settings, ...options};
    return progressBar;
  },
  start() {
    wanted = true;
    load().then((nprogress) => wanted && nprogress.start(), () => {});
    return progressBar;
  },
  done() {
    wanted = false;
    if (loaded) loaded.then((nprogress) => nprogress.done(), () => {});
    return progressBar;
  },
};

export default progressBar;
