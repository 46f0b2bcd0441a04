// Opens a recording of the content a render reads (packages/content/src/loading/content-reads.ts). The
// server build bundles its own copy of that package; the two meet on this global slot, as the
// request scope does (../content-scope.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RecordedReads } from './reads-manifest.ts';

const READS_SLOT = Symbol.for('@tablogs/content/reads');
const slots = globalThis as Record<symbol, AsyncLocalStorage<RecordedReads> | undefined>;
slots[READS_SLOT] ??= new AsyncLocalStorage();
const readsStorage = slots[READS_SLOT] as AsyncLocalStorage<RecordedReads>;

/** Runs `work`, recording the content facts its requests read. */
export async function recordContentReads<T>(
  work: () => Promise<T>,
): Promise<{ result: T; reads: RecordedReads }> {
  const reads: RecordedReads = { facts: new Map(), opaque: null };
  const result = await readsStorage.run(reads, work);
  return { result, reads };
}
