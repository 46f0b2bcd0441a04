// Step 2 of check-package.mjs: the packed package through publint and are-the-types-wrong.
import { bin, must } from './harness.mjs';

export async function runPublint(tarball) {
  console.log((await must('publint', bin('publint'), ['run', tarball, '--strict'])).trim());
}

/**
 * Starts are-the-types-wrong on the tarball and returns its pending output: it takes seconds, so
 * it runs while the consumers are installed and checked. Its default profile covers node10,
 * node16 (from CJS and ESM) and bundler resolution.
 */
export function startTypesCheck(tarball) {
  return must('are-the-types-wrong, every profile', bin('attw'), [tarball, '--format', 'ascii']);
}
