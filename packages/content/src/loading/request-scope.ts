import { AsyncLocalStorage } from 'node:async_hooks';
import type { CdaEntry } from '../cda/types';
import type { RecordingSource } from '../preview/edited-source';
import type { Content } from './content';

/**
 * What server requests ask of `getContent()`. The production server runs a draft preview request
 * inside `{ preview: true }` (@tablogs/server, src/preview/preview.ts); the loaders it calls then
 * read the Contentful Preview API through a content instance made for that request alone. A
 * publish re-renders every page inside one `{ preview: false }` scope (@tablogs/server,
 * src/publish/), so the whole site reads one fresh copy of the published content.
 */
export interface ContentRequestScope {
  readonly preview: boolean;
  /** The scope's own content, made on first use, so it never comes from an earlier cache. */
  content?: Content;
  /** A live preview's unsaved entries, laid over the Preview API's (decision 0061). */
  edits?: readonly CdaEntry[];
  /** A draft preview's entries and assets as the Preview API served them, set on first use. */
  served?: RecordingSource;
  /**
   * The entry a keyed page's path names (a blog post or a download, whose slug comes from its
   * title): a live re-render asks for the page by this id, so a title edit re-renders in place.
   */
  pageEntry?: string;
}

// On globalThis, not in a module variable: the server build bundles its own copy of this package,
// and the server (which cannot import TypeScript) starts the scope with the same slot.
const REQUEST_SLOT = Symbol.for('@tablogs/content/request');

type Slots = Record<symbol, AsyncLocalStorage<ContentRequestScope> | undefined>;

export function contentRequestStorage(): AsyncLocalStorage<ContentRequestScope> {
  const slots = globalThis as unknown as Slots;
  slots[REQUEST_SLOT] ??= new AsyncLocalStorage<ContentRequestScope>();
  return slots[REQUEST_SLOT];
}

/** The scope of the request being handled, if the server opened one. */
export function currentContentRequest(): ContentRequestScope | undefined {
  return contentRequestStorage().getStore();
}

/** Whether the request being handled is a draft preview (the layout shows the preview bar). */
export function isPreviewRequest(): boolean {
  return currentContentRequest()?.preview === true;
}

/** Runs `work` as a preview request: `getContent()` inside it reads drafts. */
export function runAsPreviewRequest<T>(work: () => T): T {
  return contentRequestStorage().run({ preview: true }, work);
}
