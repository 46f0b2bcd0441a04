import { describe, expect, it } from 'vitest';
import { changedLog, parseChanges } from './what-if.mjs';

const origin = 'http://127.0.0.1:4387';
type Entry = { method: string; params: Record<string, unknown> };
/** The entries Lighthouse's network recorder reads of one request, as Chrome sends them. */
const requestEntries = (requestId: string, path: string, bytes: number): Entry[] => [
  {
    method: 'Network.requestWillBeSent',
    params: { requestId, request: { url: `${origin}${path}` } },
  },
  {
    method: 'Network.responseReceived',
    params: { requestId, response: { url: `${origin}${path}`, encodedDataLength: 300 } },
  },
  { method: 'Network.dataReceived', params: { requestId, encodedDataLength: bytes - 300 } },
  { method: 'Network.loadingFinished', params: { requestId, encodedDataLength: bytes } },
];
const log: Entry[] = [
  { method: 'Page.frameNavigated', params: { frame: { url: `${origin}/features/app` } } },
  ...requestEntries('1', '/features/app', 6_800),
  ...requestEntries('2', '/content/poster-app.640w.webp', 12_200),
  ...requestEntries('3', '/content/illus-offline-sync.640w.webp', 13_100),
  ...requestEntries('4', '/content/illus-description-builder.640w.webp', 13_100),
];
const finished = (entries: Entry[]) =>
  Object.fromEntries(
    entries
      .filter((entry) => entry.method === 'Network.loadingFinished')
      .map((entry) => [entry.params.requestId, entry.params.encodedDataLength]),
  );

describe('parseChanges', () => {
  it('reads drops, byte counts and factors', () => {
    const changes = parseChanges('  illus-description=drop poster=9000\tillus-=0.65x ');
    expect(changes.map(({ pattern, to }) => [pattern.source, to])).toEqual([
      ['illus-description', 'drop'],
      ['poster', { bytes: 9000 }],
      ['illus-', { scale: 0.65 }],
    ]);
  });

  it('keeps an = inside the pattern and says what it cannot read', () => {
    expect(parseChanges('a=b=drop')[0]?.pattern.source).toBe('a=b');
    expect(() => parseChanges('poster')).toThrow('"poster" is not pattern=to');
    expect(() => parseChanges('poster=small')).toThrow('"small" in "poster=small"');
    expect(() => parseChanges('=drop')).toThrow('"=drop" is not pattern=to');
  });
});

describe('changedLog', () => {
  it('drops every entry of a dropped request and nothing else', () => {
    const changed = changedLog(log, parseChanges('description-builder=drop'));
    expect(changed).toHaveLength(log.length - 4);
    expect(changed.some((entry) => entry.params?.requestId === '4')).toBe(false);
    expect(changed).toContainEqual(log[0]);
  });

  it("resizes a request's transfer to the bytes or factor asked, counted at its end", () => {
    const changed = changedLog(log, parseChanges('poster=9000 illus-=0.5x'));
    expect(finished(changed)).toEqual({ 1: 6_800, 2: 9_000, 3: 6_550, 4: 6_550 });
    const received = changed.filter(
      (entry) =>
        entry.params?.requestId === '2' &&
        (entry.method === 'Network.dataReceived' || entry.method === 'Network.responseReceived'),
    );
    // What the request received before its end counts for nothing: its end says it all.
    expect(received.map((entry) => JSON.stringify(entry.params))).toEqual([
      JSON.stringify({
        requestId: '2',
        response: { url: `${origin}/content/poster-app.640w.webp`, encodedDataLength: 0 },
      }),
      JSON.stringify({ requestId: '2', encodedDataLength: 0 }),
    ]);
  });

  it('leaves the recorded log as it was: the first change applies to a request', () => {
    const before = structuredClone(log);
    const changed = changedLog(log, parseChanges('illus-=drop illus-offline=100'));
    expect(log).toEqual(before);
    expect(finished(changed)).toEqual({ 1: 6_800, 2: 12_200 });
  });
});
