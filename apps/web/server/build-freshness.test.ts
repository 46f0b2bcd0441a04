import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildEnvironment, inputFingerprint } from './build-freshness.ts';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('build freshness', () => {
  it('counts the variables turbo.json says the build reads, prefixes included', () => {
    const env = {
      CONTENTFUL_SPACE_ID: 'space',
      CONTENTFUL_ENVIRONMENT: ' staging ',
      GTM_ID: '',
      // Read by the server at start, never by the build.
      CONTENTFUL_PREVIEW_TOKEN: 'preview-token',
      CONTENTFUL_PREVIEW_HOST: 'localhost:4000',
      HOME: '/root',
      PORT: '3000',
    };
    expect(buildEnvironment(appDir, env)).toEqual([
      ['CONTENTFUL_ENVIRONMENT', 'staging'],
      ['CONTENTFUL_SPACE_ID', 'space'],
    ]);
  });

  it('makes a build of another content source stale, and ignores what the build does not read', () => {
    const embedded = inputFingerprint(appDir, { PORT: '3000' });
    const space = { CONTENTFUL_SPACE_ID: 'abc', CONTENTFUL_DELIVERY_TOKEN: 'token' };
    const contentful = inputFingerprint(appDir, space);
    expect(contentful).not.toBe(embedded);
    expect(inputFingerprint(appDir, { ...space, CONTENTFUL_ENVIRONMENT: 'staging' })).not.toBe(
      contentful,
    );
    expect(inputFingerprint(appDir, { PORT: '4000', DATA_DIR: '/tmp' })).toBe(embedded);
    expect(contentful).not.toContain('token');
  });
});
