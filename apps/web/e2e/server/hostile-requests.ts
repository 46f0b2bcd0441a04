// What a hostile client sends, as fast-check arbitraries over raw requests (e2e/support/raw-http.ts):
// any method; request targets in absolute form, `//host`, `/\host`, `%00`, 16 KB paths; Host,
// Range, Expect and proxy headers, duplicates; bodies from nothing to 2 MB as JSON, urlencoded
// or multipart, framed by Content-Length, chunked, both or a lie; clients that hang up mid-body.
import fc from 'fast-check';
import type { Framing, Hangup, RawRequest } from '../support/raw-http';

export type Site = {
  /** `127.0.0.1:<port>` */
  host: string;
  origin: string;
  /** A hashed asset the build holds (`/assets/…`). */
  asset: string;
  /** An XSRF token whose cookie the server handed out. */
  xsrfToken: string;
};

const KNOWN_TARGETS = [
  '/',
  '/pricing/tablogs',
  // Rendered on request from its query (decision 0056): hostile queries must get a 400, not a 5xx.
  '/pricing/quote?logs=350&soil=300&billing=monthly&plan=plus',
  '/pricing/quote?logs=%00%ff&soil[]=1&billing=monthly&billing=annual',
  '/pricing/quote?logs=99999999999999999999&region=../../etc',
  '/about',
  '/about/',
  '/home',
  '/resources/blog/page/1',
  '/forms/download/sent/download-migration-checklist',
  '/404',
  '/healthz',
  '/metrics',
  '/sitemap.xml',
  '/robots.txt',
  '/api/xsrf-token',
  '/api/region',
  '/api/internal/contact',
  '/api/internal/quote',
  '/api/internal/download',
  '/api/internal/newsletter',
  '/api/internal/nope',
  '/api/preview?secret=wrong&slug=/.//evil.example',
  '/api/preview/exit?slug=/.//evil.example',
  '/api/content/publish',
  '/api/content/status',
];

const ODD_TARGETS = [
  '//evil.example/',
  '/\\evil.example/',
  '/%5Cevil.example/',
  '/%09/evil.example/',
  '/.//evil.example/',
  '/%00',
  '/about%00.html',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2fpackage.json',
  '/%E0%A4%A',
  '/%',
  '*',
  'http://user:secret@evil.example/about#fragment',
  'http://127.0.0.1/about/',
  'https://evil.example',
  `/${'a'.repeat(16_000)}`,
  `/about?${'q'.repeat(8_000)}`,
  '/about#frag',
];

const segment = fc.string({
  unit: fc.constantFrom(
    'a',
    'z',
    '0',
    '.',
    '%',
    '2',
    'e',
    'f',
    '/',
    '\\',
    ':',
    '@',
    ';',
    '~',
    'é',
    '?',
    '#',
    '-',
  ),
  maxLength: 12,
});

function targetArbitrary(site: Site) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...KNOWN_TARGETS, `/assets/${site.asset}`) },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_TARGETS) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.constantFrom('/', '//', '/\\', '/api/', '/resources/'),
          fc.array(segment, { maxLength: 4 }),
        )
        .map(([prefix, parts]) => `${prefix}${parts.join('/')}`),
    },
  );
}

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
  'TRACE',
  'BREW',
  'CONNECT',
];

function headerArbitrary(site: Site) {
  const { host, origin, xsrfToken } = site;
  const pick = (name: string, values: string[]) =>
    fc.constantFrom(...values).map((value) => [[name, value] as const]);
  return fc.oneof(
    pick('Range', [
      'bytes=5-1',
      'bytes=999999-',
      'bytes=-5',
      'bytes=abc',
      'items=0-5',
      'bytes=0-0,1-1',
      'bytes=',
      'bytes=-0',
      'bytes=0-',
    ]),
    pick('Host', ['a b', '', 'evil.example', '[::1', 'x/y', 'u@h', 'h:99999', 'ä.example', host]),
    pick('Expect', ['100-continue', 'garbage']),
    pick('X-Forwarded-For', ['1.2.3.4', 'garbage, 127.0.0.1', '::1, ::1, ::1', '']),
    pick('X-Forwarded-Proto', ['https', 'http, https', 'gopher']),
    pick('X-Forwarded-Host', ['a b', 'evil.example', 'x/y']),
    pick('Content-Type', [
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=XyZ',
      'text/plain',
      'application/json; charset=utf-16',
      'a/b/c;;=',
    ]),
    pick('Origin', [origin, 'null', 'https://evil.example']),
    pick('Sec-Fetch-Site', ['same-origin', 'cross-site', 'none']),
    pick('Cookie', [`XSRF-TOKEN=${xsrfToken}`, 'tablogs_preview=garbage', ';;;=', 'a=%E0%A4%A']),
    fc.constant([
      ['Cookie', `XSRF-TOKEN=${xsrfToken}`],
      ['X-XSRF-TOKEN', xsrfToken],
      ['Content-Type', 'application/json'],
    ] as const),
    pick('If-None-Match', ['*', 'W/"x"', '"']),
    pick('If-Modified-Since', ['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT']),
    pick('Accept', ['text/html', 'application/json', '*/*;q=x']),
    pick('Accept-Encoding', ['br, gzip', 'gzip;q=0', 'x']),
    pick('Connection', ['close', 'keep-alive', 'upgrade']),
    pick('Upgrade', ['websocket', 'h2c']),
    pick('Content-Length', ['5', '-1', 'abc']),
    pick('Transfer-Encoding', ['gzip, chunked', 'identity']),
    pick('X-Request-Id', ['x'.repeat(200), 'a b']),
    pick('Authorization', ['Bearer x', 'Bearer ']),
  );
}

const SIZES = [0, 1, 100, 16 * 1024, 16 * 1024 + 1, 40 * 1024, 1_100_000, 2 * 1024 * 1024];

/** A body of `size` bytes of the given kind, made without fast-check shrinking megabytes. */
export function bodyOf(kind: 'json' | 'urlencoded' | 'multipart' | 'bytes', size: number) {
  if (size === 0) return Buffer.alloc(0);
  const fill = (prefix: string, suffix = '') =>
    Buffer.from(
      `${prefix}${'a'.repeat(Math.max(0, size - prefix.length - suffix.length))}${suffix}`,
    );
  switch (kind) {
    case 'json':
      return fill('{"email":"a@example.com","message":"', '"}').subarray(0, Math.max(size, 1));
    case 'urlencoded':
      return fill('email=a%40example.com&document=victim%40example.com&message=');
    case 'multipart':
      return fill(
        '--XyZ\r\nContent-Disposition: form-data; name="email"\r\n\r\n',
        '\r\n--XyZ--\r\n',
      );
    default:
      return Buffer.from(Array.from({ length: size }, (_, i) => (i * 131) % 256));
  }
}

export function requestArbitrary(site: Site): fc.Arbitrary<RawRequest> {
  return fc
    .record({
      method: fc.constantFrom(...METHODS),
      target: targetArbitrary(site),
      // Almost every client sends its Host; some send it twice or not at all.
      host: fc.constantFrom<'one' | 'none' | 'two'>('one', 'one', 'one', 'one', 'none', 'two'),
      headers: fc.array(headerArbitrary(site), { maxLength: 5 }).map((lists) => lists.flat()),
      bodyKind: fc.constantFrom('json', 'urlencoded', 'multipart', 'bytes'),
      size: fc.oneof(fc.constantFrom(...SIZES), fc.nat(5_000)),
      framing: fc.constantFrom<Framing>(
        'content-length',
        'content-length',
        'chunked',
        'both',
        'length-too-short',
        'none',
      ),
      hangup: fc.constantFrom<Hangup>(
        'never',
        'never',
        'never',
        'never',
        'after-headers',
        'mid-body',
      ),
    })
    .map(({ method, target, host, headers, bodyKind, size, framing, hangup }) => ({
      method,
      target,
      headers: [
        ...(host === 'none' ? [] : [['Host', site.host] as const]),
        ...(host === 'two' ? [['Host', 'evil.example'] as const] : []),
        ...headers,
      ],
      body: bodyOf(bodyKind, size),
      framing,
      hangup,
    }));
}

/** A short description of a request for a failure message (the body by its size). */
export function describeRequest(request: RawRequest) {
  return JSON.stringify({
    method: request.method,
    target: request.target.length > 120 ? `${request.target.slice(0, 120)}…` : request.target,
    headers: request.headers,
    body: `${request.body.length} bytes: ${request.body.subarray(0, 40).toString('latin1')}`,
    framing: request.framing,
    hangup: request.hangup,
  });
}
