import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildsDirOf, pruneBuilds } from './build-release.mjs';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('pruneBuilds', () => {
  it('keeps the live build and the one before; removes older builds and abandoned site files', () => {
    root = mkdtempSync(path.join(tmpdir(), 'build-release-'));
    const target = path.join(root, 'build');
    const outputs = buildsDirOf(target);
    const folder = (name: string, hoursAgo = 0) => {
      const made = path.join(outputs, name);
      mkdirSync(made, { recursive: true });
      const when = new Date(Date.now() - hoursAgo * 3_600_000);
      utimesSync(made, when, when);
      return made;
    };
    const oldest = folder('build-2026-01-01T00-00-00-000Z');
    const previous = folder('build-2026-01-02T00-00-00-000Z');
    const live = folder('build-2026-01-03T00-00-00-000Z');
    symlinkSync(path.relative(root, live), target);
    // A build killed yesterday left its site files; another build is writing its own now.
    const abandoned = folder('site-files-2026-01-02T00-00-00-000Z', 25);
    const writing = folder('site-files-2026-01-03T00-00-00-000Z', 0);

    pruneBuilds(target);

    expect([live, previous, writing].map(existsSync)).toEqual([true, true, true]);
    expect([oldest, abandoned].map(existsSync)).toEqual([false, false]);
  });
});
