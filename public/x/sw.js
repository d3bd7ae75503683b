/*
 * Retired: the offline worker now lives at /sw.js with scope / (every language, the
 * blog). Browsers that installed this one get it as an update: it removes itself and
 * its caches, so the site-wide worker controls /x/ pages again.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('docs-')).map((key) => caches.delete(key))))
      .then(() => self.registration.unregister()),
  );
});
