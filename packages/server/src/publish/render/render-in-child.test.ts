import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Site } from '../../site/site.ts';
import { renderInChild } from './render-in-child.ts';

describe('renderInChild', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("rejects with the child's error when the live server build cannot be loaded", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'render-in-child-'));
    dirs.push(dir);
    const site = {
      buildDir: dir,
      clientDir: path.join(dir, 'client'),
      serverBuildFile: path.join(dir, 'server', 'index.js'),
    } as Site;
    const render = renderInChild({ site, buildDir: path.join(dir, 'next') });
    await expect(render).rejects.toThrow(/server[/\\]index\.js/);
  }, 30_000);
});
