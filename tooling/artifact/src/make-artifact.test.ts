import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeProductionArtifact, readArtifactFacts } from './make-artifact.mjs';

// The whole artifact is made and run by apps/web/e2e/server/production-artifact.spec.ts; these are the
// refusals that come before pnpm deploy, with an app the test writes.
let dir: string;
const facts = {
  package: '@example/app',
  buildDir: 'build',
  buildFiles: ['client/index.html', 'server/index.js'],
  artifactFiles: ['server/start.js'],
};

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'artifact-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('readArtifactFacts', () => {
  it("reads an app's artifact.json", () => {
    writeFileSync(path.join(dir, 'artifact.json'), JSON.stringify(facts));
    expect(readArtifactFacts(dir)).toEqual(facts);
  });

  it('names the folder when there is no artifact.json', () => {
    expect(() => readArtifactFacts(dir)).toThrow(`${dir} has no artifact.json`);
  });

  it('says which fields a malformed artifact.json lacks', () => {
    writeFileSync(path.join(dir, 'artifact.json'), JSON.stringify({ ...facts, buildFiles: 'x' }));
    expect(() => readArtifactFacts(dir)).toThrow(/needs package, buildDir .* buildFiles/);
  });
});

describe('makeProductionArtifact', () => {
  it('refuses a build that is not finished, naming the missing files', async () => {
    writeFileSync(path.join(dir, 'artifact.json'), JSON.stringify(facts));
    mkdirSync(path.join(dir, 'build', 'client'), { recursive: true });
    writeFileSync(path.join(dir, 'build', 'client', 'index.html'), '<!doctype html>');
    await expect(makeProductionArtifact(path.join(dir, 'out'), { appDir: dir })).rejects.toThrow(
      'is not a finished build (no server/index.js): build first',
    );
  });

  it('refuses a target folder that holds something', async () => {
    writeFileSync(path.join(dir, 'artifact.json'), JSON.stringify(facts));
    for (const file of facts.buildFiles) {
      mkdirSync(path.dirname(path.join(dir, 'build', file)), { recursive: true });
      writeFileSync(path.join(dir, 'build', file), '');
    }
    mkdirSync(path.join(dir, 'out'));
    writeFileSync(path.join(dir, 'out', 'kept.txt'), 'mine');
    await expect(makeProductionArtifact(path.join(dir, 'out'), { appDir: dir })).rejects.toThrow(
      'is not empty; give a new or empty folder',
    );
  });
});
