/*
 * Offline worker for the whole site (scope /): docs in every language, the blog,
 * templates. Visited pages are kept (network first, so readers always get the
 * latest text online); built assets are immutable and served from the cache first;
 * a page never visited shows a small offline page instead of the browser's error.
 * Every cache is named after the build, and a new build's worker deletes the
 * others on activation, so old pages and assets go together. The page asks a new
 * version to take over with a `skipWaiting` message, then reloads itself.
 * Served by app/sw.js/route.ts, which replaces the build id below.
 */
const VERSION = '__BUILD_ID__';
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
    if (request.mode === 'navigate') return offlinePage(new URL(request.url), cache);
    throw error;
  }
}

const OFFLINE_TEXT = {
  en: {
    title: 'You are offline',
    body: 'This page has not been saved for offline reading yet. It will load once you are back online.',
    retry: 'Try again',
    saved: 'Pages you can read offline',
  },
  zh: {
    title: '您已离线',
    body: '此页面尚未保存以供离线阅读。恢复网络连接后即可加载。',
    retry: '重试',
    saved: '可离线阅读的页面',
  },
};

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

/** A page for a navigation that failed offline and was never stored: what happened, and what is stored. */
async function offlinePage(url, cache) {
  const lang = url.pathname === '/zh' || url.pathname.startsWith('/zh/') ? 'zh' : 'en';
  const text = OFFLINE_TEXT[lang];
  const stored = (await cache.keys())
    .map((request) => new URL(request.url).pathname)
    .filter((pathname, index, all) => all.indexOf(pathname) === index)
    .slice(-20)
    .map((pathname) => `<li><a href="${escapeHtml(pathname)}">${escapeHtml(pathname)}</a></li>`)
    .join('');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${text.title} - MUI X</title><style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.6}
body{max-width:40rem;margin:10vh auto;padding:0 1.5rem}a{color:#1976d2}
@media (prefers-color-scheme:dark){a{color:#90caf9}}</style></head>
<body><main><h1>${text.title}</h1><p>${text.body}</p>
<p><a href="${escapeHtml(url.pathname)}">${text.retry}</a></p>
${stored ? `<h2>${text.saved}</h2><ul>${stored}</ul>` : ''}</main></body></html>`;
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
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
