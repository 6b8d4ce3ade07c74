// verzaking's service worker: every file of the site is kept at install, then served from the
// cache, so that the page opens and rules without a network.  Written by `verzaking site`.
"use strict";
const CACHE = __CACHE__;
const FILES = __FILES__;
const ROOT = new URL("./", self.location).href;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(FILES.map((f) => new Request(ROOT + f, { cache: "reload" }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("verzaking-") && k !== CACHE)
                                    .map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(ROOT)) { return; }
  let path = request.url.slice(ROOT.length).split("#")[0].split("?")[0];
  if (path === "" || path.endsWith("/")) { path += "index.html"; }
  if (!FILES.includes(path)) { return; }  // not ours (the server's pages and API): the network
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(ROOT + path))
    .then((hit) => hit || fetch(request)));
});
