// The request scope the content package's getContent() reads (packages/content/src/
// request-scope.ts). The server build bundles its own copy of that package, so the two meet on
// this global slot rather than through an import.
import { AsyncLocalStorage } from 'node:async_hooks';

/** An entry or asset as the Preview API serves it (only its id is read here). */
export type ServedEntity = { sys: { id: string } };

export type ContentScope = {
  preview: boolean;
  content?: unknown;
  /** A live preview's unsaved entries, laid over the Preview API's. */
  edits?: readonly ServedEntity[];
  /** Set by getContent(): what the Preview API served this request, by id. */
  served?: { entry(id: string): ServedEntity | undefined };
  /** Set by getContent(): the entry a blog post's or download's path names (decision 0061). */
  pageEntry?: string;
};

const REQUEST_SLOT = Symbol.for('@tablogs/content/request');
const slots = globalThis as Record<symbol, AsyncLocalStorage<ContentScope> | undefined>;
slots[REQUEST_SLOT] ??= new AsyncLocalStorage();

/** The storage whose scope getContent() honours. */
export const contentScopes = slots[REQUEST_SLOT] as AsyncLocalStorage<ContentScope>;
