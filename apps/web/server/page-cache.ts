// Prerendered pages are served from a bounded cache in memory (decision 0040): a page and its
// precompressed `.br`/`.gz` copies are read from disk on their first request and kept while
// recently used, so a hot page never touches the disk (where the static handler opens, reads and
// closes the file every time) and the memory stays the same at 60 pages or 6,000. Each page's
// ETag comes from the build's `page-etags.json`, so a 304 needs no read either.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Default budget: the hot pages of a large site (a page is ~60 KiB with its copies). */
export const DEFAULT_PAGE_CACHE_BYTES = 24 * 1024 * 1024;

export type PageBodies = { identity: Buffer; br: Buffer | null; gzip: Buffer | null };

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * @param etags page file (`/about/index.html`) → its ETag: the pages this cache serves
 * @param maxBytes the most page bytes (all three encodings) held at once; a page larger than
 *   that is still served, read for each request
 */
export function createPageCache(
  clientDir: string,
  etags: ReadonlyMap<string, string>,
  maxBytes: number = DEFAULT_PAGE_CACHE_BYTES,
) {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used
  // first, where eviction takes from.
  const held = new Map<string, PageBodies>();
  // Misses in flight: requests for a page being read wait for that one read.
  const reading = new Map<string, Promise<PageBodies>>();
  let bytes = 0;

  async function read(file: string): Promise<PageBodies> {
    const full = path.join(clientDir, file);
    const [identity, br, gzip] = await Promise.all([
      readFile(full),
      readFile(`${full}.br`).catch(() => null),
      readFile(`${full}.gz`).catch(() => null),
    ]);
    const page = { identity, br, gzip };
    const size = sizeOf(page);
    if (size <= maxBytes) {
      held.set(file, page);
      bytes += size;
      for (const [oldest, oldPage] of held) {
        if (bytes <= maxBytes) break;
        held.delete(oldest);
        bytes -= sizeOf(oldPage);
      }
    }
    return page;
  }

  /** The page's bodies when held (and marks it recently used), without waiting. */
  function heldPage(file: string): PageBodies | undefined {
    const page = held.get(file);
    if (page) {
      held.delete(file);
      held.set(file, page);
    }
    return page;
  }

  return {
    etagOf: (file: string) => etags.get(file),
    held: heldPage,
    /** The page's bodies, read from disk unless held; rejects with the read's error. */
    load(file: string): Promise<PageBodies> {
      const page = heldPage(file);
      if (page) return Promise.resolve(page);
      let pending = reading.get(file);
      if (!pending) {
        pending = read(file).finally(() => reading.delete(file));
        reading.set(file, pending);
      }
      return pending;
    },
    stats: () => ({ pages: held.size, bytes, maxBytes }),
  };
}

function sizeOf(page: PageBodies) {
  return page.identity.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);
}

/**
 * Whether the client accepts a content coding: listed (or `*`) with a q-value above zero.
 * @param header the Accept-Encoding header
 */
export function acceptsEncoding(header: string, coding: string) {
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === coding) return allowed;
    if (name.trim() === '*') wildcard = allowed;
  }
  return wildcard;
}

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Sends a page of the cache: 304 when the client's copy is current (no read), else the best
 * encoding it accepts. Held pages are answered at once; a miss waits for its read.
 * @param onReadError called instead, with nothing sent yet, when the page cannot be read
 * @returns false when the cache has no such page (nothing sent)
 */
export function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  cache: PageCache,
  file: string,
  onReadError: (error: NodeJS.ErrnoException) => void,
): boolean {
  const etag = cache.etagOf(file);
  if (etag === undefined) return false;
  if (matches(req.headers['if-none-match'], etag)) {
    setPageHeaders(res, etag);
    res.statusCode = 304;
    res.end();
    return true;
  }
  const page = cache.held(file);
  if (page) {
    sendBody(req, res, etag, page);
  } else {
    cache.load(file).then((loaded) => sendBody(req, res, etag, loaded), onReadError);
  }
  return true;
}

function setPageHeaders(res: ServerResponse, etag: string) {
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
}

function sendBody(req: IncomingMessage, res: ServerResponse, etag: string, page: PageBodies) {
  const accept = req.headers['accept-encoding'] ?? '';
  const [body, encoding] =
    page.br && acceptsEncoding(accept, 'br')
      ? [page.br, 'br']
      : page.gzip && acceptsEncoding(accept, 'gzip')
        ? [page.gzip, 'gzip']
        : [page.identity, null];
  setPageHeaders(res, etag);
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
