// Checks the package as npm users get it: build, pack the tarball, lint it with
// publint and are-the-types-wrong, then install it into a scratch project and
// load it with both `import` and `require`, and run its bin.
// Usage: node scripts/check-package.mjs [--no-build]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(packageDir, 'node_modules', '.bin', name);
const scratch = mkdtempSync(join(tmpdir(), 'tablogs-pricing-check-'));

const step = (title, command, args, cwd = packageDir) => {
  console.log(`\n> ${title}`);
  return execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
};

try {
  if (!process.argv.includes('--no-build')) {
    step('build', 'pnpm', ['run', 'build']);
  }
  step('pack', 'pnpm', ['pack', '--pack-destination', scratch]);
  const tarball = join(
    scratch,
    readdirSync(scratch).find((name) => name.endsWith('.tgz')),
  );
  console.log(step('publint', bin('publint'), ['run', tarball, '--strict']).trim());
  // ESM only: Node >= 20.19 (our engines floor) can require() it, which the
  // esm-only profile accepts; TypeScript's node16 CJS mode cannot, so it is not checked.
  console.log(
    step('attw', bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii']).trim(),
  );

  const project = join(scratch, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{ "name": "smoke", "private": true }\n');
  step(
    'install the tarball',
    'npm',
    ['install', tarball, '--offline', '--no-audit', '--no-fund'],
    project,
  );
  writeFileSync(
    join(project, 'esm.mjs'),
    `import { quoteLogging } from '@tablogs/pricing';
const quote = quoteLogging({ logsPerMonth: 350, billing: 'monthly' });
if (quote.standard !== 781 || quote.plus !== 1093) throw new Error('import: ' + JSON.stringify(quote));
console.log('import ok: 350 logs monthly =', quote.standard, '/', quote.plus);
`,
  );
  writeFileSync(
    join(project, 'cjs.cjs'),
    `const { quoteLab, quoteBundle } = require('@tablogs/pricing');
const lab = quoteLab({ soil: 350, concrete: 600, asphalt: 2150, billing: 'annual' });
if (lab.standard !== 160 + 260 + 885) throw new Error('require: ' + JSON.stringify(lab));
const bundle = quoteBundle({ logging: 625, lab: lab.standard });
console.log('require ok: lab annual =', lab.standard, 'bundle total =', bundle.total);
`,
  );
  console.log(step('import()', process.execPath, ['esm.mjs'], project).trim());
  console.log(step('require()', process.execPath, ['cjs.cjs'], project).trim());
  const cli = step(
    'bin',
    join(project, 'node_modules', '.bin', 'tablogs-quote'),
    ['logging', '120'],
    project,
  );
  if (!cli.includes('(150 tier)') || !cli.includes('$420')) {
    throw new Error(`bin printed:\n${cli}`);
  }
  console.log(cli.trim());
  console.log('\npackage check passed');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
