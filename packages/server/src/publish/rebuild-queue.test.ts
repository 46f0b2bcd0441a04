import { describe, expect, it } from 'vitest';
import { createRebuildQueue } from './rebuild-queue.ts';

/** A rebuild whose runs the test finishes by hand. */
function manualRebuild() {
  const finishers: Array<() => void> = [];
  let runs = 0;
  return {
    rebuild: () =>
      new Promise<void>((resolve) => {
        runs += 1;
        finishers.push(() => resolve());
      }),
    finishNext: async () => {
      finishers.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
    get runs() {
      return runs;
    },
  };
}

describe('rebuild queue', () => {
  it('runs one build for a publish that finds it idle', async () => {
    const manual = manualRebuild();
    const queue = createRebuildQueue(manual.rebuild);
    const done = queue.request();
    expect(queue.building).toBe(true);
    await manual.finishNext();
    await done;
    expect(manual.runs).toBe(1);
    expect(queue.building).toBe(false);
  });

  it('coalesces every publish during a build into exactly one follow-up build', async () => {
    const manual = manualRebuild();
    const queue = createRebuildQueue(manual.rebuild);
    queue.request();
    for (let publish = 0; publish < 5; publish += 1) queue.request();
    expect(queue.queued).toBe(true);
    await manual.finishNext();
    expect(manual.runs).toBe(2);
    expect(queue.queued).toBe(false);
    queue.request();
    await manual.finishNext();
    expect(manual.runs).toBe(3);
    await manual.finishNext();
    await queue.idle();
    expect(manual.runs).toBe(3);
    expect(queue.building).toBe(false);
  });
});
