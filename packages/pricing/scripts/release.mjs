// `pnpm release` (root): publishes @tablogs/pricing with `changeset publish`, but only when the
// release is real. It refuses, exit 1 and nothing published, while changesets are pending, while
// the version was not bumped by `changeset version` (still 0.0.0, or no CHANGELOG.md entry for
// it), outside GitHub Actions (publishes carry npm provenance, which only CI can sign), and when
// the registry already has the version. `--dry-run` runs the same checks except the CI one and
// then `pnpm publish --dry-run`: the tarball npm would receive, without publishing.
// It runs from the workspace root (where pnpm runs root scripts). Decision 0037.
// Usage: node packages/pricing/scripts/release.mjs [--dry-run]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGE_DIR = join('packages', 'pricing');
const dryRun = process.argv.includes('--dry-run');
const unknown = process.argv.slice(2).filter((argument) => argument !== '--dry-run');

const refuse = (reasons) => {
  for (const reason of reasons) {
    console.error(`release refused: ${reason}`);
  }
  console.error('Nothing was published.');
  process.exit(1);
};

if (unknown.length > 0) {
  refuse([`unknown argument ${JSON.stringify(unknown[0])}; the only option is --dry-run.`]);
}
if (
  !existsSync(join('.changeset', 'config.json')) ||
  !existsSync(join(PACKAGE_DIR, 'package.json'))
) {
  refuse(['run it from the workspace root (`pnpm release`), where .changeset/ and packages/ are.']);
}

const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8'));
const { name, version } = manifest;
const reasons = [];

// Changesets not yet turned into a version: publishing now would ship their changes under the
// old version number, or ship without them.
const pending = readdirSync('.changeset').filter(
  (file) => file.endsWith('.md') && file !== 'README.md',
);
if (pending.length > 0) {
  reasons.push(
    `${pending.length} changeset(s) pending (${pending.join(', ')}): merge the "Version packages" pull request (changeset version) first.`,
  );
}

// `changeset version` both bumps the version and writes its CHANGELOG.md entry; either missing
// means the version was not cut.
const changelogPath = join(PACKAGE_DIR, 'CHANGELOG.md');
const changelog = existsSync(changelogPath) ? readFileSync(changelogPath, 'utf8') : '';
if (version === '0.0.0') {
  reasons.push(
    `${name} is still at 0.0.0, a version that was never bumped: run changeset version.`,
  );
} else if (!new RegExp(`^## ${version.replaceAll('.', '\\.')}$`, 'm').test(changelog)) {
  reasons.push(
    `${PACKAGE_DIR}/CHANGELOG.md has no "## ${version}" entry: the version was not bumped by changeset version.`,
  );
}

if (!dryRun && process.env.GITHUB_ACTIONS !== 'true') {
  reasons.push(
    'publishing happens only in CI (.github/workflows/release.yml, with npm provenance); check a release here with `pnpm release --dry-run`.',
  );
}
if (reasons.length > 0) {
  refuse(reasons);
}

// The registry npm is configured for (.npmrc files, npm_config_* variables; a registry for the
// @tablogs scope first). `changeset publish` reads only environment variables and otherwise
// forces the public registry, so it is handed this one explicitly below.
const npmConfig = (key) => execFileSync('npm', ['config', 'get', key], { encoding: 'utf8' }).trim();
const scoped = npmConfig('@tablogs:registry');
const registry = scoped !== 'undefined' && scoped !== '' ? scoped : npmConfig('registry');
const registryEnv = {
  ...process.env,
  npm_config_registry: registry,
  'npm_config_@tablogs:registry': registry,
};

const view = spawnSync('npm', ['view', name, 'versions', '--json'], {
  encoding: 'utf8',
  env: registryEnv,
});
const answer = view.stdout.trim() === '' ? {} : JSON.parse(view.stdout);
let published = [];
if (view.status === 0) {
  published = [answer].flat();
} else if (answer.error?.code !== 'E404') {
  refuse([
    `could not ask ${registry} which versions of ${name} exist: ${(answer.error?.summary ?? view.stderr).trim().split('\n')[0]}`,
  ]);
}
if (published.includes(version)) {
  refuse([`${name}@${version} is already on ${registry}: bump it with a changeset first.`]);
}

console.log(`${dryRun ? 'Dry run of' : 'Publishing'} ${name}@${version} to ${registry}`);
// Both pack through pnpm, whose prepack builds dist/ first and which rewrites catalog: ranges.
const [command, args] = dryRun
  ? ['pnpm', ['--filter', name, 'publish', '--dry-run', '--no-git-checks']]
  : ['pnpm', ['exec', 'changeset', 'publish']];
const publish = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...registryEnv, npm_config_provenance: dryRun ? 'false' : 'true' },
});
process.exit(publish.status ?? 1);
