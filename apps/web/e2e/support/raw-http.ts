// An HTTP/1.1 client that sends exactly the bytes it is given, as a hostile client does: any
// request target, duplicate and malformed headers, Content-Length against chunked framing, and
// hang-ups mid-body. fetch and node:http refuse to send most of these.
import net from 'node:net';

export type Framing = 'content-length' | 'chunked' | 'both' | 'length-too-short' | 'none';
export type Hangup = 'never' | 'after-headers' | 'mid-body';

export type RawRequest = {
  method: string;
  target: string;
  headers: ReadonlyArray<readonly [string, string]>;
  body: Buffer;
  framing: Framing;
  hangup: Hangup;
};

export type RawAnswer =
  | { kind: 'answered'; status: number; headers: Map<string, string[]>; head: string }
  | { kind: 'hung-up' }
  /** The server closed the connection, or said nothing within the wait, without a status line. */
  | { kind: 'no-answer'; reason: string };

const CHUNK = 64 * 1024;

/** The request's bytes, framed as asked. */
export function requestBytes(request: RawRequest): Buffer {
  const lines = [`${request.method} ${request.target} HTTP/1.1`];
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  const length = request.body.length;
  if (request.framing === 'content-length' || request.framing === 'both') {
    lines.push(`Content-Length: ${length}`);
  }
  if (request.framing === 'length-too-short') lines.push(`Content-Length: ${length >> 1}`);
  if (request.framing === 'chunked' || request.framing === 'both') {
    lines.push('Transfer-Encoding: chunked');
  }
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  if (request.framing !== 'chunked' && request.framing !== 'both') {
    return Buffer.concat([head, request.body]);
  }
  const parts: Buffer[] = [head];
  for (let offset = 0; offset < length; offset += CHUNK) {
    const chunk = request.body.subarray(offset, offset + CHUNK);
    parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

/**
 * Sends the request on a new connection and reads the answer's status line and headers (past
 * any 1xx). Resolves `hung-up` when the client was told to leave early.
 */
export function sendRaw(port: number, request: RawRequest, waitMs = 15_000): Promise<RawAnswer> {
  const bytes = requestBytes(request);
  const headEnd = bytes.indexOf('\r\n\r\n') + 4;
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let settled = false;
    const settle = (answer: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => settle({ kind: 'no-answer', reason: 'timeout' }), waitMs);
    // A server that answers before the whole body is sent may close the connection under writes.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const answer = parseAnswer(received);
      settle(answer ?? { kind: 'no-answer', reason: error.code ?? error.message });
    });
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const answer = parseAnswer(received);
      if (answer) settle(answer);
    });
    socket.on('close', () =>
      settle(parseAnswer(received) ?? { kind: 'no-answer', reason: 'closed' }),
    );
    socket.on('connect', () => {
      if (request.hangup === 'after-headers') {
        socket.write(bytes.subarray(0, headEnd), () => settle({ kind: 'hung-up' }));
        return;
      }
      if (request.hangup === 'mid-body') {
        const middle = headEnd + Math.max(1, (bytes.length - headEnd) >> 1);
        socket.write(bytes.subarray(0, middle), () => settle({ kind: 'hung-up' }));
        return;
      }
      socket.write(bytes);
    });
  });
}

/** The first final (non-1xx) answer's status and headers, once its head is complete. */
function parseAnswer(received: Buffer): RawAnswer | null {
  let text = received.toString('latin1');
  for (;;) {
    const end = text.indexOf('\r\n\r\n');
    if (end === -1) return null;
    const head = text.slice(0, end);
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
    if (!Number.isInteger(status))
      return { kind: 'no-answer', reason: `garbled: ${head.slice(0, 80)}` };
    if (status >= 100 && status < 200) {
      text = text.slice(end + 4);
      continue;
    }
    const headers = new Map<string, string[]>();
    for (const line of head.split('\r\n').slice(1)) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
    }
    return { kind: 'answered', status, headers, head };
  }
}
