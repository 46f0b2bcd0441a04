// This app's build on disk, for the scripts and e2e checks that read it with @tablogs/site-audit.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientDirFromEnv as clientDirOf } from '@tablogs/site-audit';

/** apps/web: BUILD_DIR and the budgets' JSON files are taken from here. */
export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The client folder of the build BUILD_DIR names (default `build`); throws when it is missing. */
export function clientDirFromEnv() {
  return clientDirOf(appDir);
}
