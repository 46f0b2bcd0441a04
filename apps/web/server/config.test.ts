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
      { TRUST_PROXY: 'yes', NOINDEX: '0', FORM_RATE_LIMIT_PER_MINUTE: '30', BUILD_DIR: 'out' },
      defaults,
    );
    expect(config).toMatchObject({
      trustProxy: true,
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
