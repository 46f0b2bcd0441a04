// Hashed assets held in memory (decision 0044). The scripts, styles and font a first visit waits
// for are few (under 2 MB with their compressed copies today) and never change under their
// names, yet sirv opens, reads and closes the file for every request. Here each copy is read once
// and answered from memory after, with exactly the headers sirv gives the same file (same
// variant choice, ETag, Last-Modified and type), so the two can never be told apart. A range
// request is answered from the held copy (byte-ranges.ts). sirv still answers what this leaves:
// a type not listed below, a copy not read yet, and whatever would take the held bytes past their
// budget.
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { rangeAnswer, sendRangeOf } from './byte-ranges.ts';

/** The types sirv (mrmime) gives these extensions; another extension is left to sirv. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** About eight times today's assets with every compressed copy: a budget, not a target. */
export const HELD_ASSET_BYTES = 16 * 1024 * 1024;

type Copy = { file: string; headers: Record<string, string | number> };
type Asset = { br?: Copy; gzip?: Copy; plain: Copy };

export type HeldAssets = {
  /** Whether the assets folder has this file (any file: sirv serves those this does not). */
  has(name: string): boolean;
  /**
   * Sends the asset from memory when it can (200 or 304), else starts reading the copy it would
   * have sent for next time.
   * @param beforeSend sets the response's other headers, called only when this sends
   * @returns false with nothing sent or set: sirv must answer
   */
  send(req: IncomingMessage, res: ServerResponse, name: string, beforeSend: () => void): boolean;
  stats(): { copies: number; bytes: number };
};

/**
 * @param assetsDir the build's `client/assets`, flat (Vite writes no folders there)
 * @param cacheControl the header sirv's `setHeaders` gives these files (site.ts)
 */
export async function holdAssets(
  assetsDir: string,
  cacheControl: string,
  maxBytes: number = HELD_ASSET_BYTES,
): Promise<HeldAssets> {
  const entries = await readdir(assetsDir, { withFileTypes: true });
  const files = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
  const copyOf = async (file: string, type: string, encoding?: string): Promise<Copy> => {
    // sirv's toHeaders: the size and time of the copy it sends, not of the plain file.
    const stats = await stat(path.join(assetsDir, file));
    return {
      file,
      headers: {
        'Content-Length': stats.size,
        'Content-Type': type,
        'Last-Modified': stats.mtime.toUTCString(),
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        ETag: `W/"${stats.size}-${stats.mtime.getTime()}"`,
      },
    };
  };
  const assets = new Map<string, Asset>();
  for (const name of files) {
    const type = TYPES[path.extname(name)];
    if (name.startsWith('.') || !type) continue;
    assets.set(name, {
      plain: await copyOf(name, type),
      ...(files.has(`${name}.br`) ? { br: await copyOf(`${name}.br`, type, 'br') } : {}),
      ...(files.has(`${name}.gz`) ? { gzip: await copyOf(`${name}.gz`, type, 'gzip') } : {}),
    });
  }

  const held = new Map<string, Buffer>();
  const reading = new Set<string>();
  let bytes = 0;
  function readForNextTime(copy: Copy) {
    const size = Number(copy.headers['Content-Length']);
    if (reading.has(copy.file) || bytes + size > maxBytes) return;
    reading.add(copy.file);
    bytes += size;
    readFile(path.join(assetsDir, copy.file))
      .then((body) => {
        // Changed on disk since the listing (a build replaced in place): sirv keeps answering.
        if (body.length === size) held.set(copy.file, body);
        else bytes -= size;
      })
      .catch(() => {
        bytes -= size;
      })
      .finally(() => reading.delete(copy.file));
  }

  return {
    has: (name) => files.has(name) && !name.startsWith('.'),
    send(req, res, name, beforeSend) {
      const asset = assets.get(name);
      if (!asset) return false;
      // sirv's choice of copy: brotli when the header names it, then gzip, then the file.
      const accept = req.headers['accept-encoding'] ?? '';
      const copy =
        (/(br|brotli)/i.test(accept) && asset.br) ||
        (accept.includes('gzip') && asset.gzip) ||
        asset.plain;
      if (req.headers['if-none-match'] === copy.headers.ETag) {
        beforeSend();
        res.writeHead(304);
        res.end();
        return true;
      }
      const body = held.get(copy.file);
      if (!body) {
        readForNextTime(copy);
        return false;
      }
      beforeSend();
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', cacheControl);
      for (const [header, value] of Object.entries(copy.headers)) res.setHeader(header, value);
      const validators = {
        etag: String(copy.headers.ETag),
        lastModified: String(copy.headers['Last-Modified']),
      };
      sendRangeOf(req, res, body, rangeAnswer(req, body.length, validators));
      return true;
    },
    stats: () => ({ copies: held.size, bytes }),
  };
}
