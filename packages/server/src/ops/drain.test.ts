import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createDrain, trackConnections } from './drain.ts';

/** Holds the event loop, as a replica starved of CPU does. */
function busyFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // spin
  }
}

describe('drain', () => {
  it('answers a request that arrived on an idle connection while the event loop was held', async () => {
    const drain = createDrain();
    const server = createServer((req, res) => {
      drain.track(req, res);
      res.end('ok');
    });
    trackConnections(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    // One keep-alive connection, a first answer on it, then more than the drain's idle grace.
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    const closed = new Promise<boolean>((resolve) => socket.on('close', resolve));
    const request = 'GET / HTTP/1.1\r\nHost: drain\r\nConnection: keep-alive\r\n\r\n';
    socket.write(request);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(received).toMatch(/^HTTP\/1\.1 200 OK/);
    received = '';

    // In the loop's check phase: the next request reaches the kernel, the drain starts and the
    // loop is held past a sweep. Timers run before sockets are read in the next turn.
    const drained = await new Promise<Promise<void>>((resolve) =>
      setImmediate(() => {
        socket.write(request);
        const done = drain.start(server);
        busyFor(300);
        resolve(done);
      }),
    );
    await closed;
    await drained;
    // Answered, and told to close: not cut off with the request unanswered.
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    expect(received.endsWith('ok')).toBe(true);
  });
});
