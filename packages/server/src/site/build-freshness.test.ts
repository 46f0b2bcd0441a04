import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEnvironment, hasSources, inputFingerprint, workspaceRoot } from './build-freshness.ts';

// A workspace of its own: the repository's turbo.json (the list of variables the build reads),
// an app with a source file and a package beside it.
const repoTurbo = path.join(workspaceRoot(fileURLToPath(import.meta.url)) ?? '', 'turbo.json');
const workspace = mkdtempSync(path.join(tmpdir(), 'build-freshness-'));
const appDir = path.join(workspace, 'apps', 'site');
copyFileSync(repoTurbo, path.join(workspace, 'turbo.json'));
mkdirSync(path.join(appDir, 'app'), { recursive: true });
writeFileSync(path.join(appDir, 'app', 'root.tsx'), 'export default null;\n');
mkdirSync(path.join(workspace, 'packages', 'lib'), { recursive: true });
writeFileSync(path.join(workspace, 'packages', 'lib', 'index.ts'), 'export {};\n');
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe('build freshness', () => {
  it('finds the app and its workspace from the folder it is given', () => {
    expect(workspaceRoot(appDir)).toBe(workspace);
    expect(hasSources(appDir)).toBe(true);
    // A production artifact: the build and no sources, no workspace above it.
    expect(hasSources(path.join(workspace, 'apps'))).toBe(false);
  });

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

  it('changes when a source of the app or a package beside it changes', () => {
    const before = inputFingerprint(appDir, {});
    writeFileSync(path.join(workspace, 'packages', 'lib', 'index.ts'), 'export const x = 1;\n');
    expect(inputFingerprint(appDir, {})).not.toBe(before);
  });
});
