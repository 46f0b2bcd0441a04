// Runs @tablogs/pricing's tests under every Node its users may run (engines: >=20.19): the
// oldest supported release, 20.19.0, and the latest 22 and 24. The site itself runs on Node 24
// (decision 0045); the package's users choose their own Node, so it is tested on each.
// Under each Node binary: `node --version`, the package's vitest suite (which also runs the built
// CLI with that Node), and the built library imported as an ES module and required as CommonJS,
// checked against quotes from the package's own tests. Any failure exits 1.
// A Node that is not the one running this script comes from the npm registry's
// node-<platform>-<arch> package (the binary and its headers), installed once into
// ~/.cache/tablogs-node/<version> and reused; `.ci/run` puts its Node 24 there too.
// Runs in `pnpm test` (the package's `test` script, after turbo's build). Usage:
//   node scripts/test-nodes.mjs [--only 20.19.0]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Exact (x.y.z) or a major: the newest release of that major on the registry. */
const NODE_VERSIONS = ['20.19.0', '22', '24'];

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = join(homedir(), '.cache', 'tablogs-node');
const nodePackage = `node-${process.platform}-${process.arch}`;

const only = process.argv.indexOf('--only');
const versions = only > 0 ? [process.argv[only + 1]] : NODE_VERSIONS;

const satisfies = (version, spec) =>
  spec.includes('.') ? version === spec : version.split('.')[0] === spec;

/** The node binary for a version spec: this process's own when it fits, else the cached one. */
function nodeFor(spec) {
  if (satisfies(process.versions.node, spec)) return process.execPath;
  const dir = join(cacheDir, spec);
  const binary = join(dir, 'node_modules', nodePackage, 'bin', 'node');
  if (existsSync(binary)) return binary;
  // Installed beside the cache and renamed into place, so an interrupted install never counts.
  mkdirSync(cacheDir, { recursive: true });
  const partial = mkdtempSync(join(cacheDir, `.${spec}-`));
  console.log(`> npm install ${nodePackage}@${spec} into ${dir}`);
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      partial,
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--loglevel=error',
      `${nodePackage}@${spec}`,
    ],
    { stdio: 'inherit' },
  );
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another run installed it meanwhile.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(binary)) throw error;
  }
  return binary;
}

// The same quotes as the package's tests (src/api/*.test.ts and
// scripts/check-package/consumers.mjs).
const esmCheck = `
import { quoteLogging, quoteLab, quoteBundle } from ${JSON.stringify(join(packageDir, 'dist', 'index.js'))};
const monthly = quoteLogging({ logsPerMonth: 350, billing: 'monthly' });
const annual = quoteLogging({ logsPerMonth: 120, billing: 'annual' });
const lab = quoteLab({ soil: 300, concrete: 150, asphalt: 0, billing: 'monthly' });
const got = [monthly.standard, monthly.plus, annual.tier, lab.standard, lab.plus, quoteBundle({ logging: 625, lab: 230 }).total];
const want = [781, 1093, 150, 290, 400, 809];
if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error('import: got ' + got + ', want ' + want);
console.log('import ok:', got.join(' '));
`;
const cjsCheck = `
const { quoteLab, quoteBundle, quoteLogging } = require(${JSON.stringify(join(packageDir, 'dist', 'index.cjs'))});
const lab = quoteLab({ soil: 350, concrete: 600, asphalt: 2150, billing: 'annual' });
const over = quoteLogging({ logsPerMonth: 1200, billing: 'annual' });
const got = [lab.standard, over.kind, over.standard, quoteBundle({ logging: 625, lab: 230 }).total];
const want = [160 + 260 + 885, 'contactSales', null, 809];
if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error('require: got ' + got + ', want ' + want);
console.log('require ok:', got.join(' '));
`;

if (!existsSync(join(packageDir, 'dist', 'index.js'))) {
  console.error('test-nodes: no dist/; build first (pnpm --filter @tablogs/pricing build)');
  process.exit(1);
}

const failures = [];
for (const spec of versions) {
  const node = nodeFor(spec);
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`\n=== @tablogs/pricing on node ${version} (${node})`);
  if (!satisfies(version.slice(1), spec)) {
    failures.push(`${spec}: the binary is ${version}`);
    continue;
  }
  // Its bin first on PATH, so anything the tests start as `node` is this Node too.
  const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` };
  const steps = [
    ['vitest run', [join(packageDir, 'node_modules', 'vitest', 'vitest.mjs'), 'run']],
    ['import dist/index.js', ['--input-type=module', '-e', esmCheck]],
    ['require dist/index.cjs', ['-e', cjsCheck]],
  ];
  for (const [title, args] of steps) {
    const started = Date.now();
    const result = spawnSync(node, args, { cwd: packageDir, env, stdio: 'inherit' });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `> ${title} on ${version}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`,
    );
    if (result.status !== 0) failures.push(`${title} on ${version}`);
  }
}

if (failures.length > 0) {
  console.error(`\ntest-nodes failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`\n@tablogs/pricing passed on node ${versions.join(', ')}`);
