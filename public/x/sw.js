/*
 * Offline worker for the docs, scope /x/. Visited pages are kept (network
 * first, so readers always get the latest text online); built assets are
 * immutable and served from the cache first. The page asks a new version to
 * take over with a `skipWaiting` message, then reloads itself.
 */
const VERSION = 'v1';
const PAGES = `docs-pages-${VERSION}`;
const ASSETS = `docs-assets-${VERSION}`;
/** Search index files already fetched, so search keeps answering offline. */
const SEARCH = `docs-search-${VERSION}`;
/** Oldest pages are dropped beyond this many, so the cache cannot grow forever. */
const MAX_PAGES = 200;

self.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => ![PAGES, ASSETS, SEARCH].includes(key)).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

function isAsset(url) {
  return (
    url.pathname.startsWith('/_next/static/') ||
    url.pathname.startsWith('/static/') ||
    /\.(?:woff2?|css|js|svg|png|ico)$/.test(url.pathname)
  );
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((key) => cache.delete(key)));
}

async function networkFirst(request, cacheName = PAGES) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      await cache.put(request, response.clone());
      void trim(cache);
    }
    return response;
  } catch (error) {
    // Next varies pages on its router headers; offline, any stored copy of the URL will do.
    const cached = await cache.match(request, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (isAsset(url)) event.respondWith(cacheFirst(request));
  else if (url.pathname.startsWith('/search/')) event.respondWith(networkFirst(request, SEARCH));
  else if (request.mode === 'navigate' || request.headers.get('RSC') === '1')
    event.respondWith(networkFirst(request));
});
