// Registers the site's service worker (/sw.js, see site_builder/publishing/offline.py), which keeps the pages and
// the scorer for use offline. Reading needs none of this: without service workers, or when the
// registration fails, the site works as before, online.
//
// Offline use: once the page is idle, it asks the worker to keep every scorer's runtime (Pyodide, its
// standard library, every game's wheel), so that each scorer works offline after one visit to any
// page; when the browser asks to save data, a button in the footer does it instead. The footer says
// whether this phone is ready ([data-offline]).
//
// Updates: a new build's worker waits; the page offers to reload (base.html's [data-update] notice).
// Once accepted, the worker takes over and every page it controlled reloads at once, so that a page
// runs the files of one build only (what is being entered is in localStorage, and comes back).

const container = "serviceWorker" in navigator ? navigator.serviceWorker : null;
const SCORER_WAIT_MS = 30_000;

function offer(worker) {
  const notice = document.querySelector("[data-update]");
  if (!notice || !container.controller) return; // a first install: nothing to reload
  notice.hidden = false;
  const reload = notice.querySelector("[data-update-reload]");
  reload.onclick = () => {
    reload.disabled = true;
    worker.postMessage({ type: "skip-waiting" });
  };
}

// The footer's words (data-messages and data-untranslated on [data-offline], made by the build from the
// catalogs: OFFLINE_MESSAGES in site_builder/publishing/offline.py), handed over as the scorer pages'
// kit gets its own: a plural message is {forms, plural}, `plural` giving the form's index for each n below its
// length (larger n take 100 + n % 100). A message shown in French on a page of another language is
// written with lang="fr" on the element holding it, and its numbers as French writes them.
const SOURCE = "fr";

function footerWords(line) {
  const messages = JSON.parse(line.dataset.messages || "{}");
  const french = new Set(JSON.parse(line.dataset.untranslated || "[]"));
  const pageLang = document.documentElement.lang || SOURCE;
  const form = (entry, count) => {
    if (typeof entry === "string") return entry;
    const n = Math.abs(Math.trunc(Number(count) || 0));
    return entry.forms[Number(entry.plural[n < entry.plural.length ? n : 100 + (n % 100)] || 0)];
  };
  /** Writes message `key` in `node`; values(language) gives its {placeholders} written in the language the
   * message is shown in, `count` chooses its plural form. */
  const say = (node, key, values, count = 0) => {
    const language = french.has(key) ? SOURCE : pageLang;
    const filled = values(language);
    node.textContent = form(messages[key] ?? key, count)
      .replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(filled, name) ? String(filled[name]) : whole));
    if (language === pageLang) node.removeAttribute("lang");
    else node.lang = language;
  };
  return { say };
}

// The footer's line: which state to show, from the worker's {kept, total, bytes, keeping} answers.
function showOffline(status) {
  const line = document.querySelector("[data-offline]");
  if (!line) return;
  const words = footerWords(line);
  const state = status.kept >= status.total ? "ready" : status.keeping ? "keeping" : "missing";
  for (const span of line.querySelectorAll("[data-offline-state]")) {
    const shown = span.dataset.offlineState === state;
    span.hidden = !shown;
    if (shown && state === "keeping") {
      words.say(span, "keeping", (language) => {
        const numbers = new Intl.NumberFormat(language);
        return { count: numbers.format(status.kept), total: numbers.format(status.total) };
      }, status.kept);
    }
  }
  const button = line.querySelector("[data-offline-keep]");
  if (button) {
    button.hidden = state === "ready" || status.keeping || !saveData();
    words.say(button, "keep", (language) => ({
      size: new Intl.NumberFormat(language, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 })
        .format(Math.ceil(status.bytes / 100_000) / 10),
    }));
  }
  line.hidden = false;
}

const saveData = () => Boolean(navigator.connection?.saveData);

function keepOffline(worker) {
  worker.postMessage({ type: "keep-offline" });
}

// Once the worker is active: ask how ready this phone is, and (unless the browser saves data) keep
// everything when the page has nothing else to do.
function offerOffline(registration) {
  const worker = registration.active;
  if (!worker) return;
  container.addEventListener("message", (event) => {
    if (event.data?.type === "offline-status") showOffline(event.data);
  });
  const button = document.querySelector("[data-offline-keep]");
  button?.addEventListener("click", () => {
    button.hidden = true;
    keepOffline(worker);
  });
  worker.postMessage({ type: "offline-status" });
  if (saveData()) return;
  const idle = window.requestIdleCallback ?? ((then) => setTimeout(then, 1000));
  idle(() => keepOffline(worker), { timeout: 5000 });
}

function watch(registration) {
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });
  // A page kept open for long looks for a new build when it is shown again.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => {});
  });
}

if (container) {
  let controlled = Boolean(container.controller);
  container.addEventListener("controllerchange", () => {
    if (controlled) {
      window.location.reload(); // a new build took over: its pages name its own files
      return;
    }
    // The first worker took control of a page that came from the network: nothing to reload. (The
    // scorer's runtime is kept for offline use when a scorer page asks for it, once its scorer is
    // ready: worker-client.mjs.)
    controlled = true;
  });
  const register = () => {
    container.register("/sw.js", { scope: "/" }).then(watch).catch((error) => {
      console.warn("Marquoir: offline reading is unavailable", error);
    });
    container.ready.then(offerOffline).catch(() => {});
  };
  // After the page's own files: the worker's downloads must not slow the first visit. On a scorer
  // page, after its scorer has started (or failed, see worker-client.mjs): its install must not take
  // the processor while Pyodide starts.
  const scorerSettled = () =>
    ["marquoir:scorer-ready", "marquoir:scorer-failed"].some((name) => performance.getEntriesByName(name).length);
  const whenLoaded = (then) => {
    if (document.readyState === "complete") then();
    else window.addEventListener("load", then, { once: true });
  };
  if (!document.querySelector("script[data-scorer-worker]") || scorerSettled()) {
    whenLoaded(register);
  } else {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      whenLoaded(register);
    };
    window.addEventListener("marquoir:scorer-settled", once, { once: true });
    setTimeout(once, SCORER_WAIT_MS); // a scorer that never settles does not keep the site from going offline
  }
}
