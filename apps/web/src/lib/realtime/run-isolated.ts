/** A listener's exception must not break the socket's message loop or the other listeners. */
export function runIsolated(run: () => void) {
  try {
    run();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
