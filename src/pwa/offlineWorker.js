// The site's own part of its service worker (plugin-pwa's `swCustom`, compiled into sw.js; plain
// JavaScript because plugin-pwa compiles only .js there). Once offline reading is on, a page
// address the offline copy does not hold (an unknown page, or a Markdown twin, which is not saved)
// gets the site's own not-found page when the network is out, instead of the browser's error.
//
// plugin-pwa runs this before it adds its own listeners, so this one sees each navigation first,
// answers it whole (from the offline copy, else the network, else the not-found page) and keeps
// plugin-pwa's listener from answering it a second time. Other requests are left to plugin-pwa,
// with one mend (networkWhenNotSaved).

/** The offline copy stores each file under its address plus a revision query, so the query is ignored when looking a page up. */
async function savedPage(url) {
  const bare = url.origin + url.pathname;
  for (const address of [bare, `${bare.replace(/\/$/, '')}/index.html`]) {
    const page = await caches.match(address, {ignoreSearch: true});
    if (page) return page;
  }
  return undefined;
}

async function notFoundPage() {
  const page = await caches.match(new URL('404', self.registration.scope).href, {ignoreSearch: true});
  return page && new Response(page.body, {status: 404, statusText: 'Not Found', headers: page.headers});
}

async function answer(request, url) {
  const saved = await savedPage(url);
  if (saved) return saved;
  try {
    return await fetch(request);
  } catch (error) {
    const notFound = await notFoundPage();
    if (notFound) return notFound;
    throw error;
  }
}

/**
 * plugin-pwa answers a saved file with what `caches.match` finds at that moment, and that is nothing
 * once the copy is gone: "Remove" deletes it while this worker still serves the open page (a worker
 * let go keeps its pages until they are left), and the browser failed every file the page asked for
 * next. Its precache is set to fall back to the network (`fallbackToNetwork: true`); here an answer
 * of nothing does.
 */
function networkWhenNotSaved(event) {
  const respondWith = event.respondWith.bind(event);
  event.respondWith = (answer) => respondWith(Promise.resolve(answer).then((response) => response ?? fetch(event.request)));
}

export default function offlineNavigation(params) {
  if (!params.offlineMode) return;
  self.addEventListener('fetch', (event) => {
    const {request} = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return;
    if (request.mode !== 'navigate') {
      networkWhenNotSaved(event);
      return;
    }
    event.respondWith(answer(request, url));
    event.stopImmediatePropagation();
  });
}
