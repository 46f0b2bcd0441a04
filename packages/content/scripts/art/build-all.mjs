// Regenerates every embedded art file and then the manifest, in dependency order.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
for (const script of [
  'illustrations',
  'logos',
  'avatars',
  'scenes',
  'covers',
  'documents',
  'manifest',
]) {
  execFileSync(process.execPath, [join(here, `${script}.mjs`)], { stdio: 'inherit' });
}
