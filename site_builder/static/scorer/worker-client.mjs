// The page's side of the scorer worker: starts it at once, reports its status ("loading", "ready",
// "failed") to subscribers, and turns each request into a promise of {envelope} (the scorer's own answer: {ok, result | errors,
// warnings}) or {error: {kind}} (the worker's: "runtime_failed", "scorer_failed"). One shape for every game.
// The page loads this module with `async` from its head, so the worker (Pyodide and the wheel)
// starts as soon as these few lines arrive, before the page is parsed to the end; it imports
// nothing, to arrive in one request. Its settings are on its own <script> element; main.mjs imports
// the same `scorer` client from here.

export function createScorerClient({ workerUrl, pythonModule, pythonFunction, snapshot = "off", ...files }) {
  const url = new URL(workerUrl, document.baseURI);
  const { pyodideUrl: pyodide, stdlibUrl: stdlib, lockInfo: lock, wheelUrl: wheel } = files;
  const settings = { pyodide, stdlib, lock, wheel, module: pythonModule, function: pythonFunction, snapshot };
  url.hash = new URLSearchParams(settings).toString(); // not its query: see scorer-worker.mjs
  const pending = new Map();
  let nextId = 1;
  let status = "loading";
  const listeners = new Set();
  const setStatus = (value) => {
    status = value;
    performance.mark(`marquoir:scorer-${value}`);
    for (const listener of listeners) listener(value);
    if (value === "ready") keepForOffline();
    if (value !== "loading") window.dispatchEvent(new Event("marquoir:scorer-settled")); // register.mjs
  };
  const subscribe = (listener) => {
    listeners.add(listener);
    listener(status);
  };
  const failAll = (kind) => {
    for (const resolve of pending.values()) resolve({ error: { kind } });
    pending.clear();
  };

  let worker;
  try {
    performance.mark("marquoir:worker-created");
    worker = new Worker(url, { type: "module" });
  } catch {
    setStatus("failed");
    return { score: async () => ({ error: { kind: "runtime_failed" } }), status: () => status, subscribe };
  }
  worker.addEventListener("message", (event) => {
    const data = event.data || {};
    if (data.type === "snapshot") { // made after a first start (scorer-worker.mjs)
      performance.mark(data.kept ? "marquoir:snapshot-kept" : "marquoir:snapshot-not-kept", { detail: data.bytes });
      return;
    }
    if (data.type === "status") {
      for (const [name, at] of Object.entries(data.timings || {})) {
        performance.mark(`marquoir:worker-${name}`, { startTime: at - performance.timeOrigin });
      }
      setStatus(data.status === "ready" ? "ready" : "failed");
      if (data.status !== "ready") failAll("runtime_failed");
      return;
    }
    const resolve = pending.get(data.id);
    if (!resolve) return;
    pending.delete(data.id);
    resolve("envelope" in data ? { envelope: data.envelope } : { error: data.error || { kind: "scorer_failed" } });
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    setStatus("failed");
    failAll("runtime_failed");
  });
  return {
    subscribe,
    score(game) {
      if (status === "failed") return Promise.resolve({ error: { kind: "runtime_failed" } });
      const id = nextId;
      nextId += 1;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ id, type: "score", game });
      });
    },
    status: () => status,
  };
}

// The service worker leaves the runtime's requests to the browser's HTTP cache while online: once the
// scorer is ready (every file downloaded), it is asked to copy them into its own cache for offline use.
function keepForOffline() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.ready.then(
    (registration) => registration.active?.postMessage({ type: "keep-runtime" }),
    () => {},
  );
}

const script = document.querySelector("script[data-scorer-worker]");

export const scorer = createScorerClient({
  workerUrl: script.dataset.scorerWorker,
  pyodideUrl: script.dataset.pyodide,
  stdlibUrl: script.dataset.stdlib,
  lockInfo: script.dataset.lockInfo,
  wheelUrl: script.dataset.wheel,
  pythonModule: script.dataset.pythonModule,
  pythonFunction: script.dataset.pythonFunction,
  snapshot: script.dataset.snapshot,
});
