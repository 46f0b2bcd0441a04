import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { dataDirProblem } from './data-dir.ts';

const modulePath = fileURLToPath(new URL('./data-dir.ts', import.meta.url));
const isRoot = process.getuid?.() === 0;
/** `nobody`: the stand-in for the image's uid 1000 when the tests run as root (CI). */
const OTHER_USER = 65534;

const dirs: string[] = [];
function scratch() {
  const dir = mkdtempSync(path.join(tmpdir(), 'data-dir-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * The check as a user that does not own `dir`. Root writes anywhere whatever the mode, so as root
 * the check runs in a child process as another uid (Node's spawn `uid`/`gid`), the way the image's
 * server runs as uid 1000 over a root-owned bind mount; otherwise the folder is made read-only.
 */
function problemAsOtherUser(dir: string): { problem: string | null; uid: number } {
  if (!isRoot) {
    chmodSync(dir, 0o555);
    return { problem: dataDirProblem(dir), uid: process.getuid?.() ?? -1 };
  }
  // The module runs from a copy in a folder every user can read (the checkout may sit in a home
  // closed to others), through Node's own TypeScript type stripping: it imports node: modules only.
  const copy = path.join(scratch(), 'data-dir.ts');
  copyFileSync(modulePath, copy);
  const child = spawnSync(
    process.execPath,
    [
      '--experimental-strip-types',
      '--no-warnings',
      '--input-type=module',
      '-e',
      `const { dataDirProblem } = await import(${JSON.stringify(pathToFileURL(copy).href)});
       process.stdout.write(JSON.stringify(dataDirProblem(${JSON.stringify(dir)})));`,
    ],
    { cwd: path.dirname(copy), uid: OTHER_USER, gid: OTHER_USER, encoding: 'utf8' },
  );
  if (child.status !== 0) {
    throw new Error(`the check's child failed: ${child.error ?? child.stderr}`);
  }
  return { problem: JSON.parse(child.stdout) as string | null, uid: OTHER_USER };
}

describe('dataDirProblem', () => {
  it('accepts a writable folder, creating it and its parents, and leaves nothing behind', () => {
    const dir = path.join(scratch(), 'a', 'data');
    expect(dataDirProblem(dir)).toBeNull();
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names the folder and the uid when the folder is not writable by the server user', () => {
    const dir = scratch();
    const { problem, uid } = problemAsOtherUser(dir);
    expect(problem).toBe(
      `DATA_DIR ${dir} is not writable by uid ${uid}: EACCES: permission denied, open '${dir}/.write-check-${problem?.match(/check-(\d+)'$/)?.[1]}'`,
    );
  });

  it.runIf(isRoot)('passes for that user once the folder is theirs (chown)', () => {
    const dir = scratch();
    chownSync(dir, OTHER_USER, OTHER_USER);
    expect(problemAsOtherUser(dir).problem).toBeNull();
  });

  it.runIf(isRoot)('names a store file the server user cannot write', () => {
    const dir = scratch();
    chownSync(dir, OTHER_USER, OTHER_USER);
    writeFileSync(path.join(dir, 'leads.sqlite'), '');
    chmodSync(path.join(dir, 'leads.sqlite'), 0o644);
    const { problem } = problemAsOtherUser(dir);
    expect(problem).toMatch(
      new RegExp(`^DATA_DIR ${dir} is not writable by uid ${OTHER_USER}: EACCES: .*leads\\.sqlite`),
    );
  });

  it('names a folder that cannot be made (a file in the way)', () => {
    const parent = scratch();
    writeFileSync(path.join(parent, 'file'), '');
    const dir = path.join(parent, 'file', 'data');
    expect(dataDirProblem(dir)).toMatch(
      new RegExp(`^DATA_DIR ${dir} is not writable by uid \\d+: ENOTDIR: `),
    );
    mkdirSync(path.join(parent, 'ok'));
    expect(dataDirProblem(path.join(parent, 'ok'))).toBeNull();
  });
});
