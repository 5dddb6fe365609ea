/**
 * A code chunk's load, started once and kept (decision 077). The promise is marked the way React marks the
 * thenables it tracks (`status` with `value` or `reason`), so `use()` reads a settled load at once instead of
 * suspending: a page or widget whose chunk arrived before it renders (started early, with the sign-in check or
 * with its screen) renders without a loading flash. A failed load stays failed; the page offers a reload.
 */
export function trackedLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => {
    if (!started) {
      const promise = load();
      // Statements, not expressions: a handler returning the promise itself would re-raise its rejection.
      promise.then(
        (value) => {
          Object.assign(promise, { status: 'fulfilled', value });
        },
        (reason: unknown) => {
          Object.assign(promise, { status: 'rejected', reason });
        },
      );
      started = promise;
    }
    return started;
  };
}
