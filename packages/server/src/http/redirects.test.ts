import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewEndpoints } from '../preview/preview.ts';
import { redirectFor, redirectOldPaths, siteLocation } from './redirects.ts';

// Every Location the server writes stays on the site: a path with exactly one leading `/`.
// Browsers read `//host`, `/\host` and a tab or newline among the slashes as another site, so the
// trailing-slash rule once sent `//evil.example/` there, and a preview slug `/.//evil.example`.
const ON_SITE = /^\/(?![/\\\t\n\r])/;
const SECRET = 'a-preview-secret-of-some-length';

/** Paths made of the characters that can turn a path into another origin. */
const hostilePath = fc
  .array(
    fc.constantFrom(
      '/',
      '\\',
      '.',
      '%2F',
      '%5C',
      '%09',
      'evil.example',
      'about',
      '@',
      ':',
      '?',
      'x',
    ),
    { maxLength: 8 },
  )
  .map((parts) => `/${parts.join('')}`);

const titleRedirects = new Map([['/resources/blog/Old title', '/resources/blog/old-title']]);

describe('siteLocation and redirectFor', () => {
  it('keep every target on the site', () => {
    fc.assert(
      fc.property(fc.oneof(hostilePath, fc.string()), (path) => {
        expect(siteLocation(path)).toMatch(ON_SITE);
        const target = redirectFor(path, titleRedirects);
        if (target !== undefined) expect(target).toMatch(ON_SITE);
      }),
      { numRuns: 2_000 },
    );
  });

  it('redirect the repros to paths on the site', () => {
    expect(redirectFor('//evil.example/', undefined)).toBe('/evil.example');
    expect(redirectFor('/\\evil.example/', undefined)).toBe('/evil.example');
    expect(redirectFor('/about/', undefined)).toBe('/about');
    expect(redirectFor('///', undefined)).toBe('/');
  });
});

describe('the Location headers Express writes', () => {
  let origin: { host: string; port: number };
  let server: ReturnType<ReturnType<typeof express>['listen']>;

  beforeAll(async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.site = { titleRedirects };
      next();
    });
    app.use(redirectOldPaths);
    app.use(previewEndpoints({ secret: SECRET, appOrigins: [] }));
    app.use((_req, res) => void res.status(404).end());
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** The Location of a GET sent with exactly this request target (no client normalises it). */
  const locationOf = (target: string) =>
    new Promise<string | undefined>((resolve, reject) => {
      const sent = request({ ...origin, path: target, method: 'GET' }, (response) => {
        response.resume();
        resolve(response.headers.location);
      });
      sent.on('error', reject);
      sent.end();
    });

  it('is on the site for any path (trailing-slash rule) and any preview slug', async () => {
    const slugs = fc.oneof(hostilePath, fc.constantFrom('/.//evil.example', '/./\\evil.example'));
    await fc.assert(
      fc.asyncProperty(hostilePath, slugs, async (path, slug) => {
        // Characters Node refuses in a request line are sent escaped, as a browser would.
        const target = encodeURI(path).replace(/%5C/g, '\\').replace(/%25/g, '%');
        for (const sent of [
          `${target}/`,
          `/api/preview?secret=${SECRET}&slug=${encodeURIComponent(slug)}`,
          `/api/preview/exit?slug=${encodeURIComponent(slug)}`,
        ]) {
          const location = await locationOf(sent);
          if (location !== undefined) expect(location, sent).toMatch(ON_SITE);
        }
      }),
      { numRuns: 300 },
    );
    // 900 requests through Express: about 2 s on a quiet host, past vitest's 5 s default when
    // CI runs the other packages' tasks on the same 2 cores.
  }, 60_000);
});
