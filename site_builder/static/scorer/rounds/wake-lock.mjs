// The screen kept on while a round is being entered, where the browser can (navigator.wakeLock): a
// phone left on the table does not lock between two tricks. `keepAwake()` returns `hold(wanted)`: call
// it after every redraw with whether a round is open; the lock is asked for when wanted and released
// when not, and asked again when the page comes back into view (the browser drops it when hidden).
// A refusal (battery saver, a browser's policy) changes nothing else.

export function keepAwake() {
  let wanted = false;
  let lock = null;
  let asking = false;

  const release = () => {
    const held = lock;
    lock = null;
    if (held) held.release().catch(() => {});
  };
  const ask = async () => {
    if (!("wakeLock" in navigator) || lock || asking || document.visibilityState !== "visible") return;
    asking = true;
    try {
      lock = await navigator.wakeLock.request("screen");
      lock.addEventListener("release", () => { lock = null; });
      if (!wanted) release();
    } catch {
      lock = null;
    } finally {
      asking = false;
    }
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && wanted) ask();
  });
  return (want) => {
    wanted = Boolean(want);
    if (wanted) ask();
    else release();
  };
}
