// Prerendered pages are served from a bounded cache in memory (decision 0040): each copy of a page
// (brotli, gzip or plain) is read from disk the first time it is asked for and kept while recently
// used, so a hot page never touches the disk (where the static handler opens, reads and closes the
// file every time) and memory stays the same at 60 pages or 6,000. Copies, not pages, are the
// unit: nearly every client takes brotli, so the plain and gzip copies (six times its size) are
// seldom read, and the budget holds six times as many pages. Each page's ETag comes from the
// build's `page-etags.json`, so a 304 needs no read either.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { rangeAnswer, sendRangeOf } from './byte-ranges.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Default budget: the brotli copies of ~3,000 pages, or every copy of ~400. */
export const DEFAULT_PAGE_CACHE_BYTES = 24 * 1024 * 1024;
/** As a publish compresses the pages it renders (finish-pages.ts): fast, nearly as small. */
const PLACED_BROTLI_QUALITY = 6;

export type Encoding = 'br' | 'gzip' | 'identity';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz', identity: '' };

/** A copy's bytes, or null: the build has no such copy (a page under 512 bytes is not compressed). */
export type Copy = Buffer | null;

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Pages whose file holds an older copy of a shared fragment (site/page-fragments.ts, decision
 * 0057): their copies are the plain page with the current fragment placed in, compressed here
 * once, in place of the files' own copies.
 */
export type FragmentPlacement = { pages: ReadonlySet<string>; place(html: string): string };

/**
 * @param etags page file (`/about/index.html`) → its ETag: the pages this cache serves
 * @param maxBytes the most bytes held at once; a copy larger than that is still served, read for
 *   each request
 * @param placement pages to place the current fragments into (their ETags in `etags` say so)
 */
export function createPageCache(
  clientDir: string,
  etags: ReadonlyMap<string, string>,
  maxBytes: number = DEFAULT_PAGE_CACHE_BYTES,
  placement?: FragmentPlacement,
) {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used
  // first, where eviction takes from. Keys are `${file} ${encoding}`.
  const held = new Map<string, Copy>();
  // Misses in flight: requests for a copy being read wait for that one read.
  const reading = new Map<string, Promise<Copy>>();
  let bytes = 0;

  async function read(key: string, file: string, encoding: Encoding): Promise<Copy> {
    const body = placement?.pages.has(file)
      ? await placed(file, encoding)
      : await fromDisk(file, encoding);
    hold(key, body);
    return body;
  }

  async function placed(file: string, encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') {
      const html = await readFile(path.join(clientDir, file), 'utf8');
      return Buffer.from((placement as FragmentPlacement).place(html));
    }
    const plain = (await load(file, 'identity')) as Buffer;
    return encoding === 'br'
      ? brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: PLACED_BROTLI_QUALITY } })
      : gzipAsync(plain);
  }

  async function fromDisk(file: string, encoding: Encoding): Promise<Copy> {
    return readFile(path.join(clientDir, file) + SUFFIX[encoding]).catch(
      (error: NodeJS.ErrnoException) => {
        // A missing compressed copy is normal; a missing page is the caller's 404.
        if (encoding !== 'identity' && (error.code === 'ENOENT' || error.code === 'ENOTDIR')) {
          return null;
        }
        throw error;
      },
    );
  }

  function hold(key: string, body: Copy) {
    const size = body?.length ?? 0;
    if (size <= maxBytes) {
      held.set(key, body);
      bytes += size;
      for (const [oldest, copy] of held) {
        if (bytes <= maxBytes) break;
        held.delete(oldest);
        bytes -= copy?.length ?? 0;
      }
    }
  }

  /** The copy when held (and marks it recently used); undefined when it must be read. */
  function heldCopy(file: string, encoding: Encoding): Copy | undefined {
    const key = `${file} ${encoding}`;
    const copy = held.get(key);
    if (copy !== undefined) {
      held.delete(key);
      held.set(key, copy);
    }
    return copy;
  }

  /** The copy, read from disk unless held; rejects with the read's error (the page's ENOENT). */
  function load(file: string, encoding: Encoding): Promise<Copy> {
    const copy = heldCopy(file, encoding);
    if (copy !== undefined) return Promise.resolve(copy);
    const key = `${file} ${encoding}`;
    let pending = reading.get(key);
    if (!pending) {
      pending = read(key, file, encoding).finally(() => reading.delete(key));
      reading.set(key, pending);
    }
    return pending;
  }

  return {
    etagOf: (file: string) => etags.get(file),
    held: heldCopy,
    load,
    stats: () => ({ copies: held.size, bytes, maxBytes }),
  };
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
 * encoding it accepts that the build has. Held copies are answered at once; a miss waits for its
 * read.
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
  const attempt = sendWithoutReading(req, res, cache, file);
  if (attempt === 'not a page') return false;
  if (attempt !== 'sent') {
    sendAfterReading(req, res, cache, file, attempt.etag, attempt.toRead).catch(onReadError);
  }
  return true;
}

/**
 * Sends what needs no read: a 304, or the first accepted copy the cache holds now.
 * @param beforeSend sets the response's other headers, called only when this sends
 * @returns false (nothing sent, no header set) when the page is not a page of the cache or its
 *   copy must be read first
 */
export function sendHeldPage(
  req: IncomingMessage,
  res: ServerResponse,
  cache: PageCache,
  file: string,
  beforeSend: () => void,
): boolean {
  return sendWithoutReading(req, res, cache, file, beforeSend) === 'sent';
}

function sendWithoutReading(
  req: IncomingMessage,
  res: ServerResponse,
  cache: PageCache,
  file: string,
  beforeSend?: () => void,
): 'sent' | 'not a page' | { etag: string; toRead: readonly Encoding[] } {
  const etag = cache.etagOf(file);
  if (etag === undefined) return 'not a page';
  if (matches(req.headers['if-none-match'], etag)) {
    beforeSend?.();
    setPageHeaders(res, etag);
    res.statusCode = 304;
    res.end();
    return 'sent';
  }
  const encodings = acceptedEncodings(req.headers['accept-encoding'] ?? '');
  let first = 0;
  for (; first < encodings.length; first += 1) {
    const encoding = encodings[first] as Encoding;
    const copy = cache.held(file, encoding);
    if (copy === undefined) break;
    if (copy) {
      beforeSend?.();
      sendBody(req, res, etag, copy, encoding);
      return 'sent';
    }
  }
  return { etag, toRead: encodings.slice(first) };
}

/**
 * The encodings to try, best first. Clients send a handful of distinct headers, each parsed once.
 */
const encodingsFor = new Map<string, readonly Encoding[]>();
function acceptedEncodings(header: string): readonly Encoding[] {
  let encodings = encodingsFor.get(header);
  if (!encodings) {
    encodings = [
      ...(acceptsEncoding(header, 'br') ? (['br'] as const) : []),
      ...(acceptsEncoding(header, 'gzip') ? (['gzip'] as const) : []),
      'identity',
    ];
    // Bounded: a client sending a new header each time cannot grow the map.
    if (encodingsFor.size >= 64) encodingsFor.clear();
    encodingsFor.set(header, encodings);
  }
  return encodings;
}

async function sendAfterReading(
  req: IncomingMessage,
  res: ServerResponse,
  cache: PageCache,
  file: string,
  etag: string,
  encodings: readonly Encoding[],
) {
  for (const encoding of encodings) {
    const copy = await cache.load(file, encoding);
    if (copy) return sendBody(req, res, etag, copy, encoding);
  }
  // Unreachable: the plain page is never null (its absence rejects).
}

function setPageHeaders(res: ServerResponse, etag: string) {
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
}

function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  etag: string,
  body: Buffer,
  encoding: Encoding,
) {
  setPageHeaders(res, etag);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  // A Range counts bytes of the copy sent (byte-ranges.ts).
  sendRangeOf(req, res, body, rangeAnswer(req, body.length, { etag }));
}
