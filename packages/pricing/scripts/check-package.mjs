// Checks @tablogs/pricing as npm users get it and as maintainers release it (decision 0037):
//  1. packs a copy of the package that has no dist/ (as on a fresh clone), so the tarball exists
//     only if `prepack` builds it; checks the tarball's files and published manifest;
//  2. lints it with publint and are-the-types-wrong in every resolution profile;
//  3. installs it offline into scratch projects outside the repository: ES module and CommonJS
//     JavaScript, and TypeScript under nodenext, node16 CommonJS and bundler resolution (with
//     the workspace's own TypeScript), each compiled and run;
//  4. runs the installed CLI: quotes, every kind of bad input, --version;
//  5. bundles `import { quoteBundle }` alone with esbuild (minified, browser) and checks its size;
//  6. runs the release script on a pending changeset, a version never cut, a run outside CI and
//     a version the (stand-in) registry already has, and sees it refuse without publishing;
//  7. validates .github/workflows with action-validator.
// Runs in `pnpm test` (the package's `test` script). Usage: node scripts/check-package.mjs
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repoDir = join(packageDir, '..', '..');
const bin = (name) => join(packageDir, 'node_modules', '.bin', name);
const scratch = mkdtempSync(join(tmpdir(), 'tablogs-pricing-check-'));

/** The bundle budget of the issue: `import { quoteBundle }` alone, minified and gzipped. */
const QUOTE_BUNDLE_BUDGET_BYTES = 1024;

const failures = [];
const check = (ok, message) => {
  if (!ok) {
    failures.push(message);
    console.log(`  FAIL ${message}`);
  }
};

/** Runs a command; resolves with its outcome (never rejects on a non-zero exit). */
const run = (command, args, { cwd = packageDir, env = process.env } = {}) =>
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
const must = async (title, command, args, options) => {
  const started = Date.now();
  const result = await run(command, args, options);
  console.log(`\n> ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) {
    throw new Error(`${title} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
};

const write = (path, text) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};

try {
  // 1. A copy of the package without dist/ or node_modules (linked back), beside the workspace
  //    files pnpm reads when packing: catalog: ranges and the shared TypeScript settings.
  const copyRoot = join(scratch, 'clone');
  const copyDir = join(copyRoot, 'packages', 'pricing');
  cpSync(packageDir, copyDir, {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  symlinkSync(join(packageDir, 'node_modules'), join(copyDir, 'node_modules'), 'dir');
  cpSync(join(repoDir, 'tooling', 'typescript'), join(copyRoot, 'tooling', 'typescript'), {
    recursive: true,
  });
  for (const file of ['package.json', 'pnpm-workspace.yaml']) {
    cpSync(join(repoDir, file), join(copyRoot, file));
  }
  const packs = join(scratch, 'packs');
  mkdirSync(packs);
  await must(
    'pack a copy without dist/ (prepack builds it)',
    'pnpm',
    ['pack', '--pack-destination', packs],
    { cwd: copyDir },
  );
  const tarball = join(
    packs,
    readdirSync(packs).find((name) => name.endsWith('.tgz')),
  );

  const listing = (await must('list the tarball', 'tar', ['-tzf', tarball]))
    .split('\n')
    .filter(Boolean)
    .map((path) => path.replace(/^package\//, ''));
  for (const file of [
    'package.json',
    'README.md',
    'LICENSE',
    'CHANGELOG.md',
    'dist/index.js',
    'dist/index.d.ts',
    'dist/index.cjs',
    'dist/index.d.cts',
    'dist/cli.js',
    'dist/api/quoteBundle.js',
  ]) {
    check(listing.includes(file), `the tarball has ${file}`);
  }
  for (const path of listing) {
    check(
      path === 'package.json' ||
        ['README.md', 'LICENSE', 'CHANGELOG.md'].includes(path) ||
        (path.startsWith('dist/') && path !== 'dist/cli.d.ts' && !path.endsWith('.map')),
      `the tarball has nothing but dist/ (no cli.d.ts), the README, LICENSE, CHANGELOG.md and package.json; found ${path}`,
    );
  }

  const manifest = JSON.parse(
    await must('read the published manifest', 'tar', ['-xOzf', tarball, 'package/package.json']),
  );
  check(typeof manifest.homepage === 'string', 'the manifest has a homepage');
  check(typeof manifest.bugs?.url === 'string', 'the manifest has bugs.url');
  const workspaceNames = ['apps', 'packages', 'tooling'].flatMap((folder) =>
    readdirSync(join(repoDir, folder))
      .map((name) => join(repoDir, folder, name, 'package.json'))
      .filter((path) => existsSync(path))
      .map((path) => JSON.parse(readFileSync(path, 'utf8')).name),
  );
  for (const field of [
    'dependencies',
    'devDependencies',
    'peerDependencies',
    'optionalDependencies',
  ]) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      check(
        !workspaceNames.includes(name) && !/^(workspace|catalog|link|file):/.test(range),
        `the published ${field} list only public packages at real versions; found ${name}@${range}`,
      );
    }
  }
  const readme = await must('read the published README', 'tar', [
    '-xOzf',
    tarball,
    'package/README.md',
  ]);
  for (const [, target] of readme.matchAll(/\]\(([^)]+)\)/g)) {
    check(
      /^(https?:|#)/.test(target),
      `README links work on npm (absolute or in-page); found ${target}`,
    );
  }

  // 2. Linters of the packed package; attw's default profile covers node10, node16 (from CJS
  //    and ESM) and bundler resolution.
  console.log((await must('publint', bin('publint'), ['run', tarball, '--strict'])).trim());
  // attw takes seconds: it runs while the consumers are installed and checked below.
  const typesCheck = must('are-the-types-wrong, every profile', bin('attw'), [
    tarball,
    '--format',
    'ascii',
  ]);

  // 3. Scratch consumers outside the repository, installed from the tarball only.
  const consumers = join(scratch, 'consumers');
  write(join(consumers, 'package.json'), '{ "name": "consumers", "private": true }\n');
  await must(
    'install the tarball offline',
    'npm',
    ['install', tarball, '--offline', '--no-audit', '--no-fund', '--no-package-lock'],
    { cwd: consumers },
  );
  write(
    join(consumers, 'esm', 'main.mjs'),
    `import { quoteLogging } from '@tablogs/pricing';
const quote = quoteLogging({ logsPerMonth: 350, billing: 'monthly' });
if (quote.standard !== 781 || quote.plus !== 1093) throw new Error('import: ' + JSON.stringify(quote));
console.log('import ok: 350 logs monthly =', quote.standard, '/', quote.plus);
`,
  );
  write(
    join(consumers, 'cjs', 'main.cjs'),
    `const { quoteLab, quoteBundle } = require('@tablogs/pricing');
const lab = quoteLab({ soil: 350, concrete: 600, asphalt: 2150, billing: 'annual' });
if (lab.standard !== 160 + 260 + 885) throw new Error('require: ' + JSON.stringify(lab));
const bundle = quoteBundle({ logging: 625, lab: lab.standard });
console.log('require ok: lab annual =', lab.standard, 'bundle total =', bundle.total);
`,
  );
  console.log(
    (await must('import()', process.execPath, ['esm/main.mjs'], { cwd: consumers })).trim(),
  );
  console.log(
    (await must('require()', process.execPath, ['cjs/main.cjs'], { cwd: consumers })).trim(),
  );

  // The same TypeScript consumer under each resolution mode; each must compile (library
  // declarations checked too: no skipLibCheck) and its output must run.
  const consumerSource = `import { PRICE_LIST_EFFECTIVE_DATE, quoteBundle, quoteLogging, type LoggingQuote } from '@tablogs/pricing';
// Only the ES2022 library is loaded (no DOM, no @types/node): the check stays fast.
declare const console: { log(...values: unknown[]): void };
const quote: LoggingQuote = quoteLogging({ logsPerMonth: 120, billing: 'annual' });
const tier: number | null = quote.tier;
const total: number = quoteBundle({ logging: 625, lab: 230 }).total;
if (tier !== 150 || total !== 809 || !/^\\d{4}-\\d{2}-\\d{2}$/.test(PRICE_LIST_EFFECTIVE_DATE)) {
  throw new Error('unexpected quote');
}
console.log('typescript ok:', tier, total);
`;
  const typescriptProjects = [
    {
      name: 'ts-nodenext',
      type: 'module',
      options: { module: 'nodenext', moduleResolution: 'nodenext' },
    },
    {
      name: 'ts-node16-cjs',
      type: 'commonjs',
      options: { module: 'node16', moduleResolution: 'node16' },
    },
    {
      name: 'ts-bundler',
      type: 'module',
      options: { module: 'esnext', moduleResolution: 'bundler' },
    },
  ];
  const tsc = join(packageDir, 'node_modules', 'typescript', 'bin', 'tsc');
  for (const { name, type, options } of typescriptProjects) {
    const dir = join(consumers, name);
    write(join(dir, 'package.json'), `${JSON.stringify({ name, private: true, type })}\n`);
    const compilerOptions = {
      ...options,
      target: 'es2022',
      lib: ['es2022'],
      strict: true,
      types: [],
      skipLibCheck: false,
      outDir: 'out',
      rootDir: '.',
    };
    write(
      join(dir, 'tsconfig.json'),
      `${JSON.stringify({ compilerOptions, include: ['main.ts'] })}\n`,
    );
    write(join(dir, 'main.ts'), consumerSource);
  }
  // One build of the three projects (tsc -b), so TypeScript starts once.
  await must(`tsc -b ${typescriptProjects.map(({ name }) => name).join(' ')}`, process.execPath, [
    tsc,
    '-b',
    ...typescriptProjects.map(({ name }) => join(consumers, name)),
  ]);
  for (const { name } of typescriptProjects) {
    const dir = join(consumers, name);
    const output = await must(`run (${name})`, process.execPath, [join(dir, 'out', 'main.js')], {
      cwd: dir,
    });
    console.log(output.trim());
  }

  console.log((await typesCheck).trim());

  // 4. The installed CLI.
  const cli = join(consumers, 'node_modules', '.bin', 'tablogs-quote');
  const quote = await must('tablogs-quote logging 120', cli, ['logging', '120'], {
    cwd: consumers,
  });
  check(
    quote.includes('(150 tier)') && quote.includes('$420'),
    `tablogs-quote logging 120 printed:\n${quote}`,
  );
  const json = JSON.parse(
    await must(
      'tablogs-quote bundle --json',
      cli,
      ['bundle', '--logging', '350', '--soil', '300', '--json'],
      {
        cwd: consumers,
      },
    ),
  );
  check(
    json.billing === 'annual' && json.logging.kind === 'priced' && json.bundles.plus.total === 1035,
    `tablogs-quote bundle --json has the documented shape; got ${JSON.stringify(json)}`,
  );
  const badInputs = [
    ['lab', '--soil', '-50'],
    ['lab', '--soil=-50'],
    ['logging', '-5'],
    ['bundle', '--logging', '-350', '--soil', '300'],
    ['logging', 'lots'],
    ['logging', '1e3'],
    ['logging'],
    ['logging', '350', '400'],
    ['lab', '--billing', 'weekly'],
    ['lab', '--gravel', '5'],
    ['lab', '--soil'],
    ['lab', '--json=yes'],
    ['lab', '--soil', '1', '--soil', '2'],
    ['bundle', '--soil', '5'],
    ['bundle', '--logging', '350', '--plan', 'gold'],
    ['quote'],
    ['-x'],
    [],
  ];
  console.log(`\n> tablogs-quote: ${badInputs.length} bad inputs`);
  for (const args of badInputs) {
    const { status, stdout, stderr } = await run(cli, args, { cwd: consumers });
    check(
      status === 2 && stdout === '' && /^tablogs-quote: [^\n]+\n$/.test(stderr),
      `tablogs-quote ${JSON.stringify(args)}: exit 2, one line on stderr; got exit ${status}, stderr ${JSON.stringify(stderr)}`,
    );
  }
  const { PRICE_LIST_EFFECTIVE_DATE } = await import(
    join(consumers, 'node_modules', '@tablogs', 'pricing', 'dist', 'index.js')
  );
  const version = (
    await must('tablogs-quote --version', cli, ['--version'], { cwd: consumers })
  ).trim();
  console.log(version);
  check(
    version ===
      `@tablogs/pricing ${manifest.version}, price list effective ${PRICE_LIST_EFFECTIVE_DATE}`,
    `--version names the package version and the price list date; got ${version}`,
  );

  // 5. Tree-shaking: only quoteBundle and what it calls may reach a browser bundle.
  const { build } = await import('esbuild');
  write(
    join(consumers, 'bundle', 'entry.js'),
    "import { quoteBundle } from '@tablogs/pricing';\nconsole.log(quoteBundle({ logging: 625, lab: 230 }).total);\n",
  );
  const bundled = await build({
    entryPoints: [join(consumers, 'bundle', 'entry.js')],
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0].text;
  const gzipped = gzipSync(code, { level: 9 }).length;
  console.log(
    `\n> quoteBundle alone: ${code.length} B minified, ${gzipped} B gzipped (budget ${QUOTE_BUNDLE_BUDGET_BYTES} B)`,
  );
  check(
    gzipped <= QUOTE_BUNDLE_BUDGET_BYTES,
    `quoteBundle alone bundles to ${gzipped} B gzipped, over ${QUOTE_BUNDLE_BUDGET_BYTES} B`,
  );
  write(join(consumers, 'bundle', 'out.mjs'), code);
  const bundleOutput = await must('run the bundle', process.execPath, [
    join(consumers, 'bundle', 'out.mjs'),
  ]);
  check(
    bundleOutput.trim() === '809',
    `the quoteBundle bundle computes 809; printed ${bundleOutput}`,
  );

  // 6. The release script refuses, and publishes nothing, in each state that is not a release.
  await checkReleaseRefusals(join(scratch, 'release'));

  // 7. The workflows.
  const workflows = join(repoDir, '.github', 'workflows');
  for (const file of readdirSync(workflows).filter((name) => name.endsWith('.yml'))) {
    await must(`action-validator ${file}`, bin('action-validator'), [join(workflows, file)]);
  }
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

/**
 * A miniature workspace (the files the release script reads) and a stand-in registry that
 * answers version queries and records every request; the script must exit non-zero with the
 * expected reason, and nothing may be sent to the registry but reads.
 */
async function checkReleaseRefusals(workspace) {
  const requests = [];
  let publishedVersions = [];
  const registry = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (request.method === 'GET' && decodeURIComponent(request.url) === '/@tablogs/pricing') {
      if (publishedVersions.length === 0) {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"error":"Not found"}');
        return;
      }
      const versions = Object.fromEntries(
        publishedVersions.map((v) => [v, { name: '@tablogs/pricing', version: v }]),
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          name: '@tablogs/pricing',
          'dist-tags': { latest: publishedVersions.at(-1) },
          versions,
        }),
      );
      return;
    }
    response.writeHead(405).end();
  });
  await new Promise((resolve) => registry.listen(0, '127.0.0.1', resolve));
  const registryUrl = `http://127.0.0.1:${registry.address().port}/`;
  const setUp = ({ version, changelog, changesets }) => {
    rmSync(workspace, { recursive: true, force: true });
    write(join(workspace, '.changeset', 'config.json'), '{ "baseBranch": "main" }\n');
    write(join(workspace, '.changeset', 'README.md'), '# Changesets\n');
    for (const name of changesets) {
      write(
        join(workspace, '.changeset', name),
        '---\n"@tablogs/pricing": patch\n---\n\nA change.\n',
      );
    }
    write(
      join(workspace, 'packages', 'pricing', 'package.json'),
      `${JSON.stringify({ name: '@tablogs/pricing', version })}\n`,
    );
    write(join(workspace, 'packages', 'pricing', 'CHANGELOG.md'), changelog);
  };
  const cases = [
    {
      title: 'a pending changeset',
      state: {
        version: '0.1.0',
        changelog: '# @tablogs/pricing\n\n## 0.1.0\n',
        changesets: ['brave-owls-sing.md'],
      },
      ci: true,
      published: [],
      reason: /changeset\(s\) pending \(brave-owls-sing\.md\)/,
    },
    {
      title: 'a version never bumped',
      state: { version: '0.0.0', changelog: '# @tablogs/pricing\n', changesets: [] },
      ci: true,
      published: [],
      reason: /still at 0\.0\.0/,
    },
    {
      title: 'a version without its CHANGELOG entry',
      state: { version: '0.2.0', changelog: '# @tablogs/pricing\n\n## 0.1.0\n', changesets: [] },
      ci: true,
      published: ['0.1.0'],
      reason: /no "## 0\.2\.0" entry/,
    },
    {
      title: 'a run outside CI',
      state: { version: '0.1.0', changelog: '# @tablogs/pricing\n\n## 0.1.0\n', changesets: [] },
      ci: false,
      published: [],
      reason: /only in CI/,
    },
    {
      title: 'a version already published',
      state: { version: '0.1.0', changelog: '# @tablogs/pricing\n\n## 0.1.0\n', changesets: [] },
      ci: true,
      published: ['0.1.0'],
      reason: /@tablogs\/pricing@0\.1\.0 is already on http:\/\/127\.0\.0\.1/,
    },
  ];
  try {
    for (const { title, state, ci, published, reason } of cases) {
      setUp(state);
      publishedVersions = published;
      const env = {
        ...process.env,
        npm_config_registry: registryUrl,
        GITHUB_ACTIONS: ci ? 'true' : '',
      };
      delete env['npm_config_@tablogs:registry'];
      const result = await run(process.execPath, [join(packageDir, 'scripts', 'release.mjs')], {
        cwd: workspace,
        env,
      });
      console.log(`\n> release script on ${title}: exit ${result.status}\n${result.stderr.trim()}`);
      check(result.status !== 0, `the release script refuses ${title} with a non-zero exit`);
      check(reason.test(result.stderr), `the release script names why it refuses ${title}`);
      check(
        /Nothing was published\./.test(result.stderr),
        `the release script says nothing was published (${title})`,
      );
    }
    check(
      requests.every((request) => request.startsWith('GET ')),
      `the registry received only reads; got ${requests.join(', ')}`,
    );
    check(requests.length > 0, 'the release script asked the registry which versions exist');
  } finally {
    registry.close();
  }
}
