// A running server marks the build it serves (`.in-use-<pid>` in that build's folder), so a
// `pnpm build` beside it (apps/web/scripts/build-release.mjs) never removes it while the process lives.
// A read-only build (the container image) cannot be marked and needs no mark: nothing builds there.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function markBuildInUse(buildDir: string) {
  const mark = path.join(buildDir, `.in-use-${process.pid}`);
  try {
    writeFileSync(mark, '');
  } catch {
    return;
  }
  process.once('exit', () => rmSync(mark, { force: true }));
}
