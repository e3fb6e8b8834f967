// A game's scorer in a module worker: boots the site's own Pyodide while fetching the game's wheel,
// then answers {id, type: "score", game} with {id, envelope} or {id, error}. Data crosses as JSON-like
// values through toPy / toJs; no Python source is ever built from page data.
// The worker's URL carries its parameters in its fragment (so that the script's own URL is the one
// the service worker's install fetches: one download, one HTTP cache entry): `pyodide` (the runtime
// folder), `stdlib` (the build's trimmed standard library, compiled), `lock` (the lock file's `info`,
// given inline with no package, so that nothing else is fetched), `wheel`, `module` (the Python
// package to import, such as scorer.mygame), `function` (what to call in it) and `snapshot` ("on":
// start from a memory snapshot kept on this device after a first start, see snapshot-store.mjs).

// When each step ended, in milliseconds since the epoch (the page turns them into performance marks).
const timings = { started: performance.timeOrigin + performance.now() };
const note = (name) => { timings[name] = performance.timeOrigin + performance.now(); };
const params = new URLSearchParams(self.location.hash.slice(1));
const indexURL = new URL(params.get("pyodide"), self.location.href).href;
// pyodide.mjs first: loadPyodide, once it runs, is what takes the early responses below.
const runtimeModule = import(`${indexURL}pyodide.mjs`);
runtimeModule.catch(() => {}); // awaited in start(), which reports a failure
const conversion = import("./py-values.mjs"); // in parallel with the runtime, not before it
const stdLibURL = new URL(params.get("stdlib"), self.location.href).href;
const lockFileContents = { info: JSON.parse(params.get("lock")), packages: {} };
const wheelURL = new URL(params.get("wheel"), self.location.href).href;
const moduleName = params.get("module");
const functionName = params.get("function");
// The runtime's largest files are asked for the moment this worker starts, on its own thread (so
// the wasm compiles as it streams in), rather than once pyodide.mjs has been fetched and run:
// Pyodide's own request of each one is answered with the response already under way (see fetch
// below), and its script pyodide.asm.mjs, imported now, is the same module when Pyodide imports it.
const earlyResponses = new Map([`${indexURL}pyodide.asm.wasm`, stdLibURL].map((url) => [url, fetch(url)]));
for (const response of earlyResponses.values()) response.catch(() => {}); // Pyodide reports a failure
import(`${indexURL}pyodide.asm.mjs`).catch(() => {}); // loadPyodide imports it again and reports
const networkFetch = self.fetch.bind(self);
/** `fetch` as Pyodide sees it: each early response is handed over once, then the network as usual. */
self.fetch = (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  const early = earlyResponses.get(url);
  if (!early) return networkFetch(input, init);
  earlyResponses.delete(url);
  return early;
};
// `snapshot=on`: start from this device's memory snapshot when there is one (snapshot-store.mjs).
const snapshotFiles = { runtime: indexURL, stdlib: stdLibURL, wheel: wheelURL, module: moduleName };
const snapshots = params.get("snapshot") === "on"
  ? import("./snapshot-store.mjs").then(
    ({ openSnapshot, snapshotKey }) => openSnapshot(snapshotKey(self.location.origin, snapshotFiles)),
    () => null,
  )
  : Promise.resolve(null);
// How long after a first start the snapshot is made: the page's first score comes before it.
const SNAPSHOT_DELAY_MS = 1500;
const quiet = () => {};

async function fetchWheel() {
  const response = await fetch(wheelURL);
  if (!response.ok) throw new Error(`wheel: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  note("wheel");
  return bytes;
}

async function importRuntime() {
  const { loadPyodide } = await runtimeModule;
  note("runtime");
  return loadPyodide;
}

/**
 * Pyodide with the scorer imported from `wheel` (a promise of its bytes), booted with `options`; the
 * scorer is imported only once `trusted` (a promise) says yes, else this throws.
 */
async function bootWith(loadPyodide, wheel, options, trusted = true) {
  const settings = { indexURL, stdLibURL, lockFileContents, stdout: quiet, stderr: quiet };
  const pyodide = await loadPyodide({ ...settings, ...options });
  if (!(await trusted)) throw new Error("the snapshot is damaged");
  note("booted");
  pyodide.unpackArchive(await wheel, "wheel"); // also after a snapshot: a module imported later is there
  const scorer = pyodide.pyimport(moduleName)[functionName];
  note("imported");
  return { pyodide, scorer };
}

/** From this device's snapshot when it has a good one (a bad one is dropped), else a normal start. */
async function start() {
  const wheel = fetchWheel();
  wheel.catch(() => {}); // awaited below; a failure is reported there
  const [loadPyodide, snapshot, { fromPython }] = await Promise.all([importRuntime(), snapshots, conversion]);
  const kept = snapshot && await snapshot.read();
  if (kept) {
    kept.bytes.catch(() => {}); // a short snapshot: loadPyodide fails on it, below
    try {
      const started = await bootWith(loadPyodide, wheel, { _loadSnapshot: kept.bytes }, kept.intact);
      note("restored");
      return { ...started, fromPython, snapshot, restored: true };
    } catch {
      note("snapshot-dropped");
      await snapshot.drop();
    }
  }
  const started = await bootWith(loadPyodide, wheel, snapshot ? { _makeSnapshot: true } : {});
  return { ...started, fromPython, snapshot, restored: false };
}

/** After a normal start, the memory as it is now kept for the next visit. */
async function keepSnapshot({ pyodide, snapshot }) {
  let bytes;
  try {
    bytes = pyodide.makeMemorySnapshot();
  } catch {
    return; // not in a state it can be made in: the next start tries again
  }
  const kept = await snapshot.keep(bytes);
  self.postMessage({ type: "snapshot", kept, bytes: bytes.length });
}

const ready = start();
ready.then(
  (runtime) => {
    self.postMessage({ type: "status", status: "ready", timings });
    if (runtime.snapshot && !runtime.restored) setTimeout(() => keepSnapshot(runtime), SNAPSHOT_DELAY_MS);
  },
  (error) => self.postMessage({ type: "status", status: "failed", detail: String(error && error.message || error) }),
);

function score({ pyodide, scorer, fromPython }, game) {
  const pyGame = pyodide.toPy(game);
  let outcome;
  try {
    outcome = scorer(pyGame);
    return fromPython(outcome);
  } finally {
    pyGame.destroy();
    if (outcome && typeof outcome.destroy === "function") outcome.destroy();
  }
}

self.addEventListener("message", async (event) => {
  const { id, type, game } = event.data || {};
  if (type !== "score") {
    self.postMessage({ id, error: { kind: "unknown_request" } });
    return;
  }
  let runtime;
  try {
    runtime = await ready;
  } catch (error) {
    self.postMessage({ id, error: { kind: "runtime_failed", detail: String(error && error.message || error) } });
    return;
  }
  try {
    self.postMessage({ id, envelope: score(runtime, game) });
  } catch (error) {
    if (runtime.restored) runtime.snapshot.drop(); // the next visit starts afresh
    self.postMessage({ id, error: { kind: "scorer_failed", detail: String(error && error.message || error) } });
  }
});
