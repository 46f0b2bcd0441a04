// Step 1 of check-package.mjs: the tarball npm users get, packed the way a release packs it.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { check, must, packageDir, repoDir } from './harness.mjs';

/**
 * Packs a copy of the package without dist/ or node_modules (linked back), beside the workspace
 * files pnpm reads when packing: catalog: ranges and the shared TypeScript settings. The tarball
 * exists only if `prepack` builds it, as on a fresh clone.
 */
export async function packFreshCopy(scratch) {
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
  return join(
    packs,
    readdirSync(packs).find((name) => name.endsWith('.tgz')),
  );
}

/**
 * Checks what the tarball holds and what its manifest and README say on npm; returns the
 * published manifest.
 */
export async function checkTarball(tarball) {
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
    'dist/quote.js',
    'dist/quote.cjs',
    'quote/package.json',
  ]) {
    check(listing.includes(file), `the tarball has ${file}`);
  }
  for (const path of listing) {
    check(
      path === 'package.json' ||
        // Where TypeScript's old node10 resolution finds @tablogs/pricing/quote.
        path === 'quote/package.json' ||
        ['README.md', 'LICENSE', 'CHANGELOG.md'].includes(path) ||
        (path.startsWith('dist/') && path !== 'dist/cli.d.ts' && !path.endsWith('.map')),
      `the tarball has nothing but dist/ (no cli.d.ts), quote/package.json, the README, LICENSE, CHANGELOG.md and package.json; found ${path}`,
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
  return manifest;
}
