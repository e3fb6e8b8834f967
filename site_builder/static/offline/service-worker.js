// The site's service worker, published at /sw.js by the build (site_builder/publishing/offline.py), which puts
// the build's offline manifest in BUILD: {version, precache: {path: digest}, runtime: [path],
// runtimeBytes, needs: {page: [path]}, immutable: [path], languages: [code], navigationTimeout: ms}.
//
// - install: every page and small fingerprinted file goes into the cache of this build's version
//   (copied from an earlier version's cache when its digest is the same, else downloaded);
// - update: a new build's worker waits until a page asks it to take over ("skip-waiting", once its
//   user accepted to reload) or until no page uses the old one;
// - activate: the runtime cache keeps only this build's files; the other versions' caches are kept
//   while a page that was open then may still ask for their files (answered from them), and deleted
//   once none of those pages is left (see retireOldCaches);
// - pages: network first (asked for while the worker starts); without an answer within a few seconds
//   (or without network), the cached page for that URL, else the cached 404 page;
// - files under /assets/ (their URL changes with their content): cache first;
// - the big runtime files (Pyodide, its standard library, every game's scorer wheel): while the
//   browser is online (the last page came from the network), left alone (the browser's HTTP cache
//   answers, with its compiled WebAssembly, and nothing goes through this worker); any page, once
//   idle, asks for all of them to be kept ("keep-offline": from the HTTP cache when it has them, else
//   downloaded once), so that every scorer works offline after one visit to any page; offline, or
//   when this worker cannot tell, they come from that copy first. "offline-status" answers how many
//   are kept; the pages show it.
// Only same-origin GET requests are handled; error and opaque responses are never kept.
"use strict";

const BUILD = null; // filled in by the build

const PREFIX = "marquoir-";
const PAGES_CACHE = `${PREFIX}pages-${BUILD.version}`;
const RUNTIME_CACHE = `${PREFIX}runtime`;
const PAGE_DIGEST = "offline-digest";

// A precached file's key in the cache: its path and its digest, so that an unchanged file is found
// in an earlier version's cache.
const keyOf = (path) => `${path}?${PAGE_DIGEST}=${BUILD.precache[path]}`;

const keepable = (response) =>
  response && response.status === 200 && response.type === "basic" && !response.redirected;

const IMMUTABLE = new Set(BUILD.immutable);
const isCacheFirst = (path) => IMMUTABLE.has(path);
const RUNTIME = new Set(BUILD.runtime);

async function precacheOne(cache, path) {
  const key = keyOf(path);
  const earlier = await caches.match(key);
  if (earlier) {
    await cache.put(key, earlier);
    return;
  }
  // Pages are revalidated (same URL, new content); fingerprinted files never change.
  const response = await fetch(path, { cache: isCacheFirst(path) ? "default" : "no-cache" });
  if (response.status !== 200 || response.type !== "basic") {
    throw new Error(`${path}: HTTP ${response.status}`);
  }
  if (response.redirected) {
    // "/" may send a visitor to the home page of their language: keep that page for "/".
    const { status, statusText, headers } = response;
    await cache.put(key, new Response(await response.blob(), { status, statusText, headers }));
    return;
  }
  await cache.put(key, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(PAGES_CACHE);
    await Promise.all(Object.keys(BUILD.precache).map((path) => precacheOne(cache, path)));
  })());
});

async function pruneRuntime() {
  const cache = await caches.open(RUNTIME_CACHE);
  const wanted = new Set(BUILD.runtime);
  for (const request of await cache.keys()) {
    if (!wanted.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}

// The pages open when this worker took over ran an earlier build: its cache stays until they are
// gone (their ids, kept in RETIRED_CACHE, since a worker may be stopped and started meanwhile).
const RETIRED_CACHE = `${PREFIX}retired`;
const RETIRED_KEY = "/retired-caches";

async function retireOldCaches() {
  const names = (await caches.keys()).filter((name) => name.startsWith(`${PREFIX}pages-`) && name !== PAGES_CACHE);
  const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const record = JSON.stringify({ caches: names, clients: open.map((client) => client.id) });
  await (await caches.open(RETIRED_CACHE)).put(RETIRED_KEY, new Response(record));
}

async function dropRetiredCaches() {
  const store = await caches.open(RETIRED_CACHE);
  const found = await store.match(RETIRED_KEY);
  if (!found) return;
  const record = await found.json();
  const open = new Set((await self.clients.matchAll({ type: "window", includeUncontrolled: true })).map((c) => c.id));
  if (record.clients.some((id) => open.has(id))) return;
  await Promise.all(record.caches.map((name) => caches.delete(name)));
  await store.delete(RETIRED_KEY);
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    await retireOldCaches();
    await dropRetiredCaches();
    await pruneRuntime();
    // Pages are asked for while this worker starts, not after.
    if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
    await self.clients.claim();
  })());
});

// The precached page for a path: "/fr/mygame/", "/fr/mygame/index.html" and "/fr/mygame"
// are the same page.
function pagePath(path) {
  const candidates = [path];
  if (path.endsWith("/index.html")) candidates.push(path.slice(0, -"index.html".length));
  else if (path.endsWith("/")) candidates.push(`${path}index.html`);
  else if (!/\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf("/") + 1))) candidates.push(`${path}/`);
  return candidates.find((candidate) => candidate in BUILD.precache && !isCacheFirst(candidate));
}

async function cachedPage(path) {
  const found = pagePath(path);
  if (!found) return undefined;
  const cache = await caches.open(PAGES_CACHE);
  return cache.match(keyOf(found));
}

// No page at that path in the cache: the 404 page of the path's language if there is one, the
// site's 404 page, else the language chooser.
async function fallbackPage(path) {
  const lang = path.split("/")[1];
  const candidates = BUILD.languages.includes(lang) ? [`/${lang}/404.html`] : [];
  candidates.push("/404.html");
  for (const candidate of candidates) {
    const page = await cachedPage(candidate);
    if (page) {
      return new Response(page.body, { status: 404, statusText: "Not Found", headers: page.headers });
    }
  }
  return cachedPage("/");
}

// Whether the last page asked for came from the network: the runtime files its scorer asks for next
// are then left to the browser; unknown (this worker just started) or false: from the cache first.
let networkAnswered;

const wait = (ms) => new Promise((resolve) => setTimeout(() => resolve(undefined), ms));

async function navigate(event) {
  const { request } = event;
  const path = new URL(request.url).pathname;
  // A server error counts as no answer when the page is in the cache.
  const network = Promise.resolve(event.preloadResponse)
    .then((preloaded) => preloaded || fetch(request))
    .then((response) => (response.status >= 500 ? undefined : response), () => undefined);
  event.waitUntil(dropRetiredCaches().catch(() => {}));
  const first = await Promise.race([network, wait(BUILD.navigationTimeout)]);
  networkAnswered = Boolean(first);
  if (first) return first;
  const cached = await cachedPage(path);
  if (cached) return cached;
  const late = await network;
  if (late) return late;
  return (await fallbackPage(path)) || Response.error();
}

// A script's URL is the URL of the response that brought it: a cached response (kept under a key of
// its own) goes out without a URL, so that the browser keeps the one it asked for, with its query or
// fragment (the scorer's worker reads its settings there).
function answer(cached) {
  const { status, statusText, headers } = cached;
  return new Response(cached.body, { status, statusText, headers });
}

// The browser's HTTP cache, never the network: it keeps the compiled WebAssembly beside the runtime,
// which the Cache Storage copy lacks (a warm boot of the scorer is faster from there).
async function fromHttpCache(url) {
  try {
    const response = await fetch(url, { cache: "only-if-cached", mode: "same-origin" });
    return keepable(response) ? response : undefined;
  } catch {
    return undefined;
  }
}

async function cacheFirst(event, url) {
  const path = url.pathname;
  if (path in BUILD.precache) {
    const cached = await (await caches.open(PAGES_CACHE)).match(keyOf(path));
    if (cached) return answer(cached);
  } else if (!BUILD.runtime.includes(path)) {
    // A file of an earlier build, for a page still running it: from that build's cache.
    const earlier = await caches.match(url.origin + path, { ignoreSearch: true });
    if (earlier) return answer(earlier);
  }
  const runtime = await caches.open(RUNTIME_CACHE);
  const key = url.origin + path; // kept without its query: these files do not depend on it
  const kept = runtime.match(key);
  if (BUILD.runtime.includes(path)) {
    const quick = await fromHttpCache(key);
    if (quick) {
      const copy = quick.clone();
      event.waitUntil(kept.then((found) => found || runtime.put(key, copy)).catch(() => {}));
      return answer(quick);
    }
  }
  const cached = await kept;
  if (cached) return answer(cached);
  const response = await fetch(event.request);
  if (keepable(response)) event.waitUntil(runtime.put(key, response.clone()).catch(() => {}));
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event));
  } else if (RUNTIME.has(url.pathname) && networkAnswered === true && self.navigator.onLine !== false) {
    // Online: the HTTP cache or the network, as if there were no service worker.
  } else if (isCacheFirst(url.pathname) && !request.headers.has("range")) {
    event.respondWith(cacheFirst(event, url));
  }
});

// A scorer page whose scorer is ready (worker-client.mjs) fetched its runtime files without this
// worker: keep those it uses (the HTTP cache has them, so this costs no download).
async function keepNeeds(path) {
  const page = pagePath(path);
  const needed = (page && BUILD.needs[page]) || [];
  const runtime = await caches.open(RUNTIME_CACHE);
  for (const file of needed) {
    const key = self.location.origin + file;
    if (await runtime.match(key)) continue;
    try {
      const response = await fetch(file, { cache: "force-cache" });
      if (keepable(response)) await runtime.put(key, response);
    } catch {
      // Offline already: the page keeps its files the next time it is visited online.
    }
  }
}

// What keeping everything for offline use has done so far: {kept, total, bytes, keeping, failed}.
async function offlineStatus() {
  const runtime = await caches.open(RUNTIME_CACHE);
  const kept = (await Promise.all(BUILD.runtime.map((file) => runtime.match(self.location.origin + file))))
    .filter(Boolean).length;
  return { type: "offline-status", kept, total: BUILD.runtime.length, bytes: BUILD.runtimeBytes,
           keeping: keeping !== null, failed: lastFailure };
}

async function tellPages() {
  const status = await offlineStatus();
  for (const client of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) {
    client.postMessage(status);
  }
}

// Every runtime file into this worker's cache, one at a time (the HTTP cache first: no second
// download of what a scorer page already fetched); the pages hear of each one kept.
let keeping = null;
let lastFailure = false;

async function keepEverything() {
  const runtime = await caches.open(RUNTIME_CACHE);
  lastFailure = false;
  for (const file of BUILD.runtime) {
    const key = self.location.origin + file;
    if (await runtime.match(key)) continue;
    try {
      const response = await fetch(file, { cache: "force-cache" });
      if (!keepable(response)) throw new Error(`${file}: HTTP ${response.status}`);
      await runtime.put(key, response);
    } catch {
      lastFailure = true; // offline or refused: the next idle page asks again
      break;
    }
    await tellPages();
  }
}

function keepOffline() {
  keeping ??= keepEverything().finally(() => {
    keeping = null;
    return tellPages();
  });
  return keeping;
}

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "skip-waiting") {
    self.skipWaiting();
    return;
  }
  if (data.type === "offline-status") {
    event.waitUntil(offlineStatus().then((status) => event.source?.postMessage(status)));
    return;
  }
  if (data.type === "keep-offline") {
    event.waitUntil(keepOffline());
    return;
  }
  if (data.type !== "keep-runtime" || !event.source || !("url" in event.source)) return;
  event.waitUntil(keepNeeds(new URL(event.source.url).pathname).then(tellPages));
});
