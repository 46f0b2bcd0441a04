// A file that cannot be read never takes the process down (docs/decisions/0035-drain-logs-metrics-
// alerts.md). sirv pipes a read stream into the response with no 'error' listener, so a file
// deleted or unreadable after start (a rebuild in place, a full disk, a permission) was an
// unhandled 'error' event and exit 1. Here the status line waits until the file has opened:
// a file that will not open gets a plain 404 (gone) or 500 and a log line; an error later in
// the body ends that one response.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { logger, pathOf } from '../ops/logging.ts';

/** A handler Express mounts and the direct path (direct-files.ts) calls without Express. */
export type FileHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

const CONTENT_HEADERS = [
  'Content-Length',
  'Content-Encoding',
  'Content-Range',
  'Content-Type',
  'ETag',
  'Last-Modified',
  'Accept-Ranges',
];

export function withFileErrorsAnswered(serve: FileHandler): FileHandler {
  return (req, res, next) => {
    const restore = deferStatusLine(res);
    const answerReadErrors = (source: Readable) => {
      source.once('error', (error: NodeJS.ErrnoException) => {
        source.unpipe(res);
        const gone = error.code === 'ENOENT' || error.code === 'ENOTDIR';
        logger.error(
          {
            event: 'file_read_failed',
            reqId: req.id,
            path: pathOf(req),
            code: error.code,
            headersSent: res.headersSent,
          },
          'a build file could not be read',
        );
        if (res.headersSent) {
          res.destroy();
          return;
        }
        for (const name of CONTENT_HEADERS) res.removeHeader(name);
        res.statusCode = gone ? 404 : 500;
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end(gone ? 'Not found\n' : 'Internal server error\n');
      });
    };
    res.once('pipe', answerReadErrors);
    return serve(req, res, (error?: unknown) => {
      // Passed on unanswered: whoever answers next watches its own file.
      restore();
      res.off('pipe', answerReadErrors);
      next(error);
    });
  };
}

/**
 * Makes sirv's one `writeHead(status, headers)` only record them: Node then sends them with the
 * first byte of the body (or at `end`), by which time the file is open, or a different answer
 * has replaced them. Node's own later call (the implicit header) goes to the real writeHead.
 * @returns puts the real writeHead back (when sirv passes the request on)
 */
function deferStatusLine(res: ServerResponse) {
  const writeHead = res.writeHead;
  const restore = () => {
    res.writeHead = writeHead;
  };
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    restore();
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    // Node's own call from `end()` (sirv's 416 sets a status and ends, with no writeHead):
    // recording it would send nothing at all.
    if (!headers) return writeHead.call(res, status, ...(rest as []));
    res.statusCode = status;
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) res.setHeader(name, value as string | number | string[]);
    }
    return res;
  }) as ServerResponse['writeHead'];
  return restore;
}
