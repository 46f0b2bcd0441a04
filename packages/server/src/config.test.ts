import type { IncomingMessage } from 'node:http';
import express from 'express';
import proxyAddr from 'proxy-addr';
import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig } from './config.ts';

const defaults = { appDir: '/app', buildDir: '/app/build' };

function problemsOf(env: Record<string, string>) {
  try {
    readServerConfig(env, defaults);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

// The lead settings' own cases sit beside their schema (packages/leads/src/config.test.ts).
describe('readServerConfig', () => {
  it('reads the switches and the lead settings', () => {
    const config = readServerConfig(
      { TRUST_PROXY: '1', NOINDEX: '0', FORM_RATE_LIMIT_PER_MINUTE: '30', BUILD_DIR: 'out' },
      defaults,
    );
    expect(config).toMatchObject({
      trustProxy: 1,
      noindex: false,
      buildDir: '/app/out',
      leads: { rateLimitPerMinute: 30, databaseUrl: null },
    });
  });

  it('names a bad server variable and a bad lead variable at once', () => {
    expect(problemsOf({ NOINDEX: 'maybe', PORT: '-1', DATABASE_URL: 'mysql://x' })).toEqual([
      'PORT must be a whole number from 0 to 65535; got "-1"',
      'NOINDEX must be true or false; got "maybe"',
      'DATABASE_URL must be a postgres:// (or postgresql://) URL',
    ]);
  });
});

describe('TRUST_PROXY at start', () => {
  const trustOf = (value: string | undefined) =>
    readServerConfig(value === undefined ? {} : { TRUST_PROXY: value }, defaults).trustProxy;
  /** The client address Express names (`req.ip`) with the setting, for a socket and a header. */
  function clientOf(value: string, socket: string, forwardedFor: string) {
    const app = express();
    app.set('trust proxy', trustOf(value));
    const request = {
      headers: { 'x-forwarded-for': forwardedFor },
      socket: { remoteAddress: socket },
    } as unknown as IncomingMessage;
    return proxyAddr(request, app.get('trust proxy fn'));
  }

  it('trusts nothing when unset or false', () => {
    for (const value of [undefined, '', 'false', 'off', 'no', '0']) {
      expect(clientOf(value ?? '', '10.0.0.2', '198.51.100.1, 203.0.113.9')).toBe('10.0.0.2');
    }
    expect(trustOf(undefined)).toEqual([]);
  });

  it('takes a hop count: with 1, the last X-Forwarded-For entry is the client', () => {
    expect(trustOf('1')).toBe(1);
    expect(trustOf(' 2 ')).toBe(2);
    expect(clientOf('1', '10.0.0.2', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('2', '10.0.0.2', '198.51.100.1, 203.0.113.9')).toBe('198.51.100.1');
  });

  it('takes addresses, CIDR ranges and named ranges, comma-separated', () => {
    expect(trustOf('loopback, 10.0.0.0/8,192.168.1.7,fd00::/8')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
    expect(trustOf('linklocal,uniquelocal')).toEqual(['linklocal', 'uniquelocal']);
    // A spoofed entry before the real client is never reached: the client is not a proxy.
    expect(clientOf('loopback', '127.0.0.1', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('10.0.0.0/8', '10.1.2.3', '10.9.9.9, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('10.0.0.0/8', '192.0.2.1', '203.0.113.9')).toBe('192.0.2.1');
  });

  it('refuses true, which trusts every hop, naming the safe forms', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([
        expect.stringMatching(
          new RegExp(`^TRUST_PROXY=${value} would trust every hop.*e\\.g\\. 1.*loopback`),
        ),
      ]);
    }
  });

  it('names a bad address or range at start', () => {
    expect(problemsOf({ TRUST_PROXY: 'loopback, 10.0.0.0/33' })).toEqual([
      'TRUST_PROXY must be the number of proxies in front of the server (e.g. 1), or their ' +
        'addresses: a comma-separated list of IP addresses, CIDR ranges and loopback, linklocal ' +
        'or uniquelocal (e.g. 10.0.0.0/8); got "loopback, 10.0.0.0/33" (invalid range on ' +
        'address: 10.0.0.0/33)',
    ]);
    for (const value of ['proxy.internal', '1.5', '-1', '10.0.0.1,']) {
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([
        expect.stringContaining(`TRUST_PROXY must be the number of proxies`),
      ]);
    }
  });
});

describe('SITE_URL at start', () => {
  it('gives the origin native form posts may come from, or none', () => {
    expect(readServerConfig({ SITE_URL: 'https://www.tablogs.com/' }, defaults).siteOrigin).toBe(
      'https://www.tablogs.com',
    );
    expect(readServerConfig({}, defaults).siteOrigin).toBeNull();
    expect(problemsOf({ SITE_URL: 'www.tablogs.com' })).toEqual([
      expect.stringContaining('SITE_URL must be an http(s) URL'),
    ]);
  });
});

describe('PAGE_CACHE_MB at start', () => {
  it('sizes the page cache in MiB: 24 by default, 0 for none', () => {
    expect(readServerConfig({}, defaults).pageCacheBytes).toBe(24 * 1024 * 1024);
    expect(readServerConfig({ PAGE_CACHE_MB: '64' }, defaults).pageCacheBytes).toBe(
      64 * 1024 * 1024,
    );
    expect(readServerConfig({ PAGE_CACHE_MB: '0' }, defaults).pageCacheBytes).toBe(0);
    expect(problemsOf({ PAGE_CACHE_MB: '1.5' })).toEqual([
      'PAGE_CACHE_MB must be a whole number from 0 to 65536; got "1.5"',
    ]);
  });
});

describe('observability settings at start', () => {
  it('reads LOG_LEVEL, METRICS_TOKEN and ALERT_WEBHOOK_URL', () => {
    const config = readServerConfig(
      {
        LOG_LEVEL: 'warn',
        METRICS_TOKEN: 'a-scrape-token-of-24-chars',
        ALERT_WEBHOOK_URL: 'https://hooks.example.com/T1',
      },
      defaults,
    );
    expect(config).toMatchObject({
      metricsToken: 'a-scrape-token-of-24-chars',
      alertWebhookUrl: 'https://hooks.example.com/T1',
    });
    expect(readServerConfig({}, defaults)).toMatchObject({
      metricsToken: null,
      alertWebhookUrl: null,
    });
  });

  it('names a bad level, a short token and a URL that is not http(s)', () => {
    expect(
      problemsOf({ LOG_LEVEL: 'loud', METRICS_TOKEN: 'short', ALERT_WEBHOOK_URL: 'ftp://x' }),
    ).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "loud"',
      'ALERT_WEBHOOK_URL must be an http(s) URL; got "ftp://x"',
      'METRICS_TOKEN must be at least 16 characters (e.g. `openssl rand -hex 24`)',
    ]);
  });
});

describe('PREVIEW_SECRET at start', () => {
  const SECRET = 'a-preview-secret-of-some-length';
  const contentful = {
    CONTENTFUL_SPACE_ID: 'space',
    CONTENTFUL_DELIVERY_TOKEN: 'delivery',
    CONTENTFUL_PREVIEW_TOKEN: 'preview',
  };

  it('leaves preview off when unset', () => {
    expect(readServerConfig({}, defaults).preview).toBeNull();
    expect(readServerConfig({ PREVIEW_SECRET: '  ' }, defaults).preview).toBeNull();
  });

  it('switches it on with the Preview API token of the space', () => {
    const config = readServerConfig({ ...contentful, PREVIEW_SECRET: SECRET }, defaults);
    expect(config.preview).toEqual({
      secret: SECRET,
      appOrigins: ['https://app.contentful.com', 'https://app.eu.contentful.com'],
    });
  });

  it('stops the start on a short secret, a missing token or space, or a URL as host', () => {
    expect(problemsOf({ ...contentful, PREVIEW_SECRET: 'short' })).toEqual([
      expect.stringContaining('PREVIEW_SECRET must be at least 16 characters'),
    ]);
    expect(problemsOf({ PREVIEW_SECRET: SECRET })).toEqual([
      'CONTENTFUL_PREVIEW_TOKEN must be set when PREVIEW_SECRET is',
      'CONTENTFUL_SPACE_ID must be set when PREVIEW_SECRET is',
    ]);
    expect(
      problemsOf({
        ...contentful,
        PREVIEW_SECRET: SECRET,
        CONTENTFUL_PREVIEW_HOST: 'https://preview.contentful.com',
      }),
    ).toEqual([expect.stringContaining('CONTENTFUL_PREVIEW_HOST must be a host name')]);
  });
});

describe('Contentful delivery at start', () => {
  it('takes both the space and its delivery token, or neither (the embedded content)', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ CONTENTFUL_SPACE_ID: 'space', CONTENTFUL_DELIVERY_TOKEN: 'd' })).toEqual(
      [],
    );
  });

  it('stops the start on one without the other, as a preview-only setting had it', () => {
    expect(
      problemsOf({
        CONTENTFUL_SPACE_ID: 'space',
        CONTENTFUL_PREVIEW_TOKEN: 'preview',
        PREVIEW_SECRET: 'a-preview-secret-of-some-length',
      }),
    ).toEqual([
      expect.stringContaining('CONTENTFUL_DELIVERY_TOKEN must be set when CONTENTFUL_SPACE_ID is'),
    ]);
    expect(problemsOf({ CONTENTFUL_DELIVERY_TOKEN: 'd', CONTENTFUL_SPACE_ID: ' ' })).toEqual([
      expect.stringContaining('CONTENTFUL_SPACE_ID must be set when CONTENTFUL_DELIVERY_TOKEN is'),
    ]);
  });
});
