// Service worker of the optics toolbox: offline once loaded.
// Hashed assets: cache first. Pages and GET /api/materials*, /api/system/version: network first, cache as fallback.
const CACHE = 'optics-toolbox-v1';
const API_CACHED = /^\/api\/(materials|system\/version)/;

// On install, cache every built file listed by the build (precache.json), so all tools work offline.
self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(
    fetch('/precache.json')
      .then((r) => (r.ok ? r.json() : []))
      .then((files) =>
        caches.open(CACHE).then((c) => Promise.allSettled(files.filter((f) => f !== '/').map((f) => c.add(f)))),
      )
      .catch(() => undefined),
  );
});
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(req).then(
        (hit) =>
          hit ||
          fetch(req).then((res) => {
            if (res.ok) {
              const copy = res.clone();
              caches.open(CACHE).then((c) => c.put(req, copy));
            }
            return res;
          }),
      ),
    );
    return;
  }
  const isPage = req.mode === 'navigate';
  if (!isPage && !API_CACHED.test(url.pathname)) return;
  const key = isPage ? '/index.html' : req;
  event.respondWith(
    fetch(req)
      .then((res) => {
        if (res.ok) {
          const copy = res.clone();
          caches.open(CACHE).then((c) => c.put(key, copy));
        }
        return res;
      })
      .catch(() => caches.match(key).then((hit) => hit || Response.error())),
  );
});
