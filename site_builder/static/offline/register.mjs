// Registers the site's service worker (/sw.js, see site_builder/offline.py), which keeps the pages and
// the scorer for use offline. Reading needs none of this: without service workers, or when the
// registration fails, the site works as before, online.

const container = "serviceWorker" in navigator ? navigator.serviceWorker : null;

// The scorer's runtime is kept for offline use when a scorer page asks for it, once its scorer is
// ready (worker-client.mjs): asking earlier could download a file still on its way a second time.
if (container) {
  const register = () => {
    container.register("/sw.js", { scope: "/" }).catch((error) => {
      console.warn("Marquoir: offline reading is unavailable", error);
    });
  };
  // After the page's own files: the worker's downloads must not slow the first visit.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
