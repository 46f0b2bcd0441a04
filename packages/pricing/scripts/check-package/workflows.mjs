// Step 7 of check-package.mjs: the release runs from .github/workflows, so they must be valid.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bin, must, repoDir } from './harness.mjs';

export async function validateWorkflows() {
  const workflows = join(repoDir, '.github', 'workflows');
  for (const file of readdirSync(workflows).filter((name) => name.endsWith('.yml'))) {
    await must(`action-validator ${file}`, bin('action-validator'), [join(workflows, file)]);
  }
}
