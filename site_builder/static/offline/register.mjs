// Registers the site's service worker (/sw.js, see site_builder/offline.py), which keeps the pages and
// the scorer for use offline. Reading needs none of this: without service workers, or when the
// registration fails, the site works as before, online.

const container = "serviceWorker" in navigator ? navigator.serviceWorker : null;

if (container) {
  if (!container.controller) {
    // This page came from the network before the worker controlled it: once it does, it is told
    // so, and keeps the big files the page fetched on its own (the scorer's runtime).
    container.addEventListener(
      "controllerchange",
      () => container.controller?.postMessage({ type: "loaded-uncontrolled" }),
      { once: true },
    );
  }
  const register = () => {
    container.register("/sw.js", { scope: "/" }).catch((error) => {
      console.warn("Marquoir: offline reading is unavailable", error);
    });
  };
  // After the page's own files: the worker's downloads must not slow the first visit.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
