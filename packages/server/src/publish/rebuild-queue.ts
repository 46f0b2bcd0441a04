// Publishes that arrive while the site is being rebuilt coalesce: at most one build runs, and
// however many requests came in during it, exactly one more follows, which reads everything
// published by then.

/**
 * @param rebuild must not throw; it records its own outcome
 */
export function createRebuildQueue(rebuild: () => Promise<void>) {
  let running: Promise<void> | null = null;
  let queued = false;

  async function drain() {
    do {
      queued = false;
      await rebuild();
    } while (queued);
  }

  return {
    /** Asks for a rebuild; resolves when the build that will include this request is done. */
    request() {
      if (running) {
        queued = true;
        return running;
      }
      running = drain().finally(() => {
        running = null;
      });
      return running;
    },
    get building() {
      return running !== null;
    },
    get queued() {
      return queued;
    },
    /** Resolves once nothing is building or waiting. */
    idle() {
      return running ?? Promise.resolve();
    },
  };
}
