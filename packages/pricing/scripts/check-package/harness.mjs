// What every check of check-package.mjs shares: where the package is, running its commands and
// recording what failed. A failed check is printed at once and the run goes on, so one run names
// every problem; a command that must succeed stops the run.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = fileURLToPath(new URL('../..', import.meta.url));
export const repoDir = join(packageDir, '..', '..');
export const bin = (name) => join(packageDir, 'node_modules', '.bin', name);

/** The checks that failed, in order. */
export const failures = [];
export const check = (ok, message) => {
  if (!ok) {
    failures.push(message);
    console.log(`  FAIL ${message}`);
  }
};

/** Runs a command; resolves with its outcome (never rejects on a non-zero exit). */
export const run = (command, args, { cwd = packageDir, env = process.env } = {}) =>
  new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd, env, encoding: 'utf8', maxBuffer: 1 << 26 },
      (error, stdout, stderr) => {
        resolve({
          status: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          stdout,
          stderr,
        });
      },
    );
  });

/** Runs a command that must succeed; throws with its output otherwise. */
export const must = async (title, command, args, options) => {
  const started = Date.now();
  const result = await run(command, args, options);
  console.log(`\n> ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) {
    throw new Error(`${title} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
};

export const write = (path, text) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};
