// The request scope the content package's getContent() reads (packages/content/src/
// request-scope.ts). The server build bundles its own copy of that package, so the two meet on
// this global slot rather than through an import.
import { AsyncLocalStorage } from 'node:async_hooks';

export type ContentScope = { preview: boolean; content?: unknown };

const REQUEST_SLOT = Symbol.for('@tablogs/content/request');
const slots = globalThis as Record<symbol, AsyncLocalStorage<ContentScope> | undefined>;
slots[REQUEST_SLOT] ??= new AsyncLocalStorage();

/** The storage whose scope getContent() honours. */
export const contentScopes = slots[REQUEST_SLOT] as AsyncLocalStorage<ContentScope>;
