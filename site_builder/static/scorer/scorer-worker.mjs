// A game's scorer in a module worker: boots the site's own Pyodide while fetching the game's wheel,
// then answers {id, type: "score", game} with {id, result} or {id, error}. Data crosses as JSON-like
// values through toPy / toJs; no Python source is ever built from page data.
// The worker's URL carries its parameters in its fragment (so that the script's own URL is the one
// the service worker's install fetches: one download, one HTTP cache entry): `pyodide` (the runtime
// folder), `stdlib` (the build's trimmed standard library, compiled), `lock` (the lock file's `info`,
// given inline with no package, so that nothing else is fetched), `wheel`, `module` (the Python
// package to import, such as scorer.mygame) and `function` (what to call in it).

// When each step ended, in milliseconds since the epoch (the page turns them into performance marks).
const timings = { started: performance.timeOrigin + performance.now() };
const note = (name) => { timings[name] = performance.timeOrigin + performance.now(); };
const params = new URLSearchParams(self.location.hash.slice(1));
const conversion = import("./py-values.mjs"); // in parallel with the runtime, not before it
const indexURL = new URL(params.get("pyodide"), self.location.href).href;
const stdLibURL = new URL(params.get("stdlib"), self.location.href).href;
const lockFileContents = { info: JSON.parse(params.get("lock")), packages: {} };
const wheelURL = new URL(params.get("wheel"), self.location.href).href;
const moduleName = params.get("module");
const functionName = params.get("function");

async function fetchWheel() {
  const response = await fetch(wheelURL);
  if (!response.ok) throw new Error(`wheel: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  note("wheel");
  return bytes;
}

async function bootPyodide() {
  const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
  note("runtime");
  const quiet = () => {};
  const pyodide = await loadPyodide({ indexURL, stdLibURL, lockFileContents, stdout: quiet, stderr: quiet });
  note("booted");
  return pyodide;
}

async function start() {
  const [pyodide, wheel, { fromPython }] = await Promise.all([bootPyodide(), fetchWheel(), conversion]);
  pyodide.unpackArchive(wheel, "wheel");
  const scorer = pyodide.pyimport(moduleName)[functionName];
  note("imported");
  return { pyodide, scorer, fromPython };
}

const ready = start();
ready.then(
  () => self.postMessage({ type: "status", status: "ready", timings }),
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
    self.postMessage({ id, result: score(runtime, game) });
  } catch (error) {
    self.postMessage({ id, error: { kind: "scorer_failed", detail: String(error && error.message || error) } });
  }
});
