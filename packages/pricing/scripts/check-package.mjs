// Checks @tablogs/pricing as npm users get it and as maintainers release it (decision 0037).
// Each step is a module of check-package/, in this order:
//  1. tarball.mjs: packs a copy of the package that has no dist/ (as on a fresh clone), so the
//     tarball exists only if `prepack` builds it; checks the tarball's files and published manifest;
//  2. linters.mjs: lints it with publint and are-the-types-wrong in every resolution profile;
//  3. consumers.mjs: installs it offline into scratch projects outside the repository: ES module
//     and CommonJS JavaScript, and TypeScript under nodenext, node16 CommonJS and bundler
//     resolution (with the workspace's own TypeScript), each compiled and run;
//  4. installed-cli.mjs: runs the installed CLI: quotes, every kind of bad input, --version;
//  5. bundle-size.mjs: bundles `import { quoteBundle }` alone with esbuild (minified, browser) and
//     checks its size;
//  6. release-refusals.mjs: runs the release script on a pending changeset, a version never cut, a
//     run outside CI and a version the (stand-in) registry already has, and sees it refuse
//     without publishing;
//  7. workflows.mjs: validates .github/workflows with action-validator.
// A failed check is printed and the steps go on (check-package/harness.mjs); the run ends with
// the list of failures and exit 1, or "package check passed".
// Runs in `pnpm test` (the package's `test` script). Usage: node scripts/check-package.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkQuoteBundleSize } from './check-package/bundle-size.mjs';
import {
  checkJavaScriptConsumers,
  checkTypeScriptConsumers,
  installConsumers,
} from './check-package/consumers.mjs';
import { failures } from './check-package/harness.mjs';
import { checkInstalledCli } from './check-package/installed-cli.mjs';
import { runPublint, startTypesCheck } from './check-package/linters.mjs';
import { checkReleaseRefusals } from './check-package/release-refusals.mjs';
import { checkTarball, packFreshCopy } from './check-package/tarball.mjs';
import { validateWorkflows } from './check-package/workflows.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'tablogs-pricing-check-'));

try {
  const tarball = await packFreshCopy(scratch);
  const manifest = await checkTarball(tarball);

  await runPublint(tarball);
  // Runs while the consumers are installed and checked; its output is printed after them.
  const typesCheck = startTypesCheck(tarball);

  const consumers = await installConsumers(scratch, tarball);
  await checkJavaScriptConsumers(consumers);
  await checkTypeScriptConsumers(consumers);
  console.log((await typesCheck).trim());

  await checkInstalledCli(consumers, manifest);
  await checkQuoteBundleSize(consumers);
  await checkReleaseRefusals(join(scratch, 'release'));
  await validateWorkflows();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(
    `\npackage check failed: ${failures.length} problem(s)\n- ${failures.join('\n- ')}`,
  );
  process.exit(1);
}
console.log('\npackage check passed');
