// Prerendered pages are few and small (tens of KiB, less compressed), so the server holds them
// and their precompressed variants in memory: a page request then never touches the disk, where
// the static handler opens, reads and closes the file every time.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const REVALIDATE = 'public, max-age=0, must-revalidate';

export type CachedPage = { identity: Buffer; br: Buffer | null; gzip: Buffer | null; etag: string };

/**
 * Reads every page file (paths such as `/about/index.html`) with its `.br` and `.gz` siblings.
 */
export async function loadPageCache(
  clientDir: string,
  pageFiles: Iterable<string>,
): Promise<Map<string, CachedPage>> {
  const pages: Map<string, CachedPage> = new Map();
  for (const file of pageFiles) {
    const full = path.join(clientDir, file);
    const identity = await readFile(full);
    const [br, gzip] = await Promise.all([
      readFile(`${full}.br`).catch(() => null),
      readFile(`${full}.gz`).catch(() => null),
    ]);
    // Weak: the compressed variants are the same page, so one validator covers all three.
    const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    pages.set(file, { identity, br, gzip, etag });
  }
  return pages;
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
 * Sends a cached page: 304 when the client's copy is current, else the best encoding it accepts.
 */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (matches(req.headers['if-none-match'], page.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const accept = req.headers['accept-encoding'] ?? '';
  const [body, encoding] =
    page.br && acceptsEncoding(accept, 'br')
      ? [page.br, 'br']
      : page.gzip && acceptsEncoding(accept, 'gzip')
        ? [page.gzip, 'gzip']
        : [page.identity, null];
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
