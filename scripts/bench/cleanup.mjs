// The benches' cleanup registry: every child and temp dir a bench starts is registered here and
// released on return, throw, exit or a signal.

/** @type {Set<() => void>} */
const cleanups = new Set();
/**
 * Registers `fn` for exit or a signal; the returned function runs it now (once) and unregisters it.
 * @param {() => void} fn
 */
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => {
    if (!cleanups.delete(fn)) return;
    fn();
  };
}
function cleanupAll() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    try {
      fn();
    } catch {
      // best effort
    }
  }
}
let hooked = false;
export function installHooks() {
  if (hooked) return;
  hooked = true;
  process.on('exit', cleanupAll);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.once(signal, () => {
      cleanupAll();
      // pg-harness's own handler (registered later) stops its cluster and re-raises; otherwise we do.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}
