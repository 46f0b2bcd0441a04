// Range requests (RFC 9110 §14), for every file the server answers: pages from the page cache,
// hashed assets held in memory, and what sirv serves from disk (site.ts). The Range header is
// parsed by range-parser (jshttp, Express's own), never by hand (decision 0046):
// - a GET with one satisfiable `bytes` range gets 206 with those bytes of the copy it would get
//   (brotli, gzip or plain: the range counts bytes of that copy, as Content-Encoding says);
// - no satisfiable range, `bytes */<size>` in a 416;
// - a header that does not parse, another unit, a HEAD, or an If-Range that does not match gets
//   the whole file (200), as RFC 9110 allows: ignoring a Range is always a correct answer;
// - several ranges (after overlapping ones are joined) get the whole file too: no multipart
//   bodies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { combineRanges, parse } from 'range-parser';

export type RangeAnswer =
  | { status: 200 }
  | { status: 206; start: number; end: number }
  | { status: 416 };

const WHOLE: RangeAnswer = { status: 200 };

/**
 * What to answer a request for a copy of `size` bytes.
 * @param validators what the answer would carry: an If-Range must name one of them exactly
 *   (an entity tag only if strong, RFC 9110 §13.1.5)
 */
export function rangeAnswer(
  req: IncomingMessage,
  size: number,
  validators: { etag?: string; lastModified?: string } = {},
): RangeAnswer {
  const header = req.headers.range;
  if (header === undefined || req.method !== 'GET') return WHOLE;
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && !validatorMatches(String(ifRange).trim(), validators)) return WHOLE;
  const parsed = parse(size, header);
  // code 1: an element that is not a range (`bytes=abc`, `bytes=5-1`): the header is ignored.
  if (parsed.type !== 'bytes' || parsed.code & 1) return WHOLE;
  const ranges = combineRanges(parsed.ranges);
  const [range] = ranges;
  if (!range) return { status: 416 };
  if (ranges.length > 1) return WHOLE;
  return { status: 206, start: range.start, end: range.end };
}

function validatorMatches(
  ifRange: string,
  { etag, lastModified }: { etag?: string; lastModified?: string },
) {
  if (ifRange.startsWith('"')) return etag?.startsWith('"') === true && ifRange === etag;
  return lastModified !== undefined && ifRange === lastModified;
}

/**
 * The Range header to leave for sirv (3.0.2), which parses it by hand: `start-end` it reads
 * right, except an end of 0 (read as "to the end"); a start past the size it answers 416. Called
 * from sirv's setHeaders, when sirv has chosen the copy and knows its size (site.ts).
 * @returns undefined: sirv must answer the whole file
 */
export function rangeForSirv(answer: RangeAnswer, size: number): string | undefined {
  if (answer.status === 416) return `bytes=${size}-`;
  // The first byte alone would get the whole file as a 206: the whole file as a 200 instead.
  if (answer.status === 200 || answer.end === 0) return undefined;
  return `bytes=${answer.start}-${answer.end}`;
}

/**
 * Sends `body` (a copy held in memory) as the range answer says, after the caller has set the
 * 200's headers (Content-Length among them): a 206 or 416 replaces what differs.
 */
export function sendRangeOf(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  answer: RangeAnswer,
) {
  if (answer.status === 416) return sendUnsatisfiable(res, body.length);
  if (answer.status === 200) {
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.statusCode = 206;
  res.setHeader('Content-Range', `bytes ${answer.start}-${answer.end}/${body.length}`);
  res.setHeader('Content-Length', answer.end - answer.start + 1);
  res.setHeader('Accept-Ranges', 'bytes');
  res.end(body.subarray(answer.start, answer.end + 1));
}

/** 416 with the copy's size, an empty body, and nothing a cache should keep. */
export function sendUnsatisfiable(res: ServerResponse, size: number) {
  res.statusCode = 416;
  for (const name of ['Content-Encoding', 'Content-Type', 'ETag', 'Last-Modified']) {
    res.removeHeader(name);
  }
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Range', `bytes */${size}`);
  res.setHeader('Content-Length', 0);
  res.end();
}
