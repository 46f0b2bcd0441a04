// Holds the pending changesets to the API report's diff (decision 0054): against the reports on
// the base branch (changesets' `baseBranch`, where this branch forked from it), a line of
// etc/*.api.md that is gone (a removed or changed export or signature) needs a `major`
// changeset for @tablogs/pricing, and a new line at least a `minor` one. Runs in the package's
// `test`, after api-report.mjs has shown that etc/ matches the build.
// On the base branch itself nothing differs, so nothing is required there.
// Usage: node scripts/api-changeset.mjs [--base <git ref>] (or API_BASE_REF=<git ref>)
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_REPORTS } from './api-report-entries.mjs';
import { packageDir, repoDir } from './check-package/harness.mjs';

const PACKAGE = '@tablogs/pricing';
const BUMPS = ['none', 'patch', 'minor', 'major'];

const git = (...args) =>
  execFileSync('git', args, { cwd: repoDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const baseIndex = process.argv.indexOf('--base');
const baseBranch = JSON.parse(
  readFileSync(join(repoDir, '.changeset', 'config.json'), 'utf8'),
).baseBranch;
// `--base` or API_BASE_REF names another base, e.g. a release branch.
const baseRef =
  baseIndex === -1 ? (process.env.API_BASE_REF ?? baseBranch) : process.argv[baseIndex + 1];
const forkPoint = forkPointWith(baseRef);

const gone = [];
const added = [];
for (const { report } of API_REPORTS) {
  const path = `packages/pricing/etc/${report}`;
  let before = '';
  try {
    before = git('show', `${forkPoint}:${path}`);
  } catch {
    // The base has no report yet: every line is new.
  }
  const now = readFileSync(join(packageDir, 'etc', report), 'utf8');
  const beforeLines = apiLines(before);
  const nowLines = apiLines(now);
  gone.push(
    ...[...beforeLines].filter((line) => !nowLines.has(line)).map((line) => `${report}: - ${line}`),
  );
  added.push(
    ...[...nowLines].filter((line) => !beforeLines.has(line)).map((line) => `${report}: + ${line}`),
  );
}

const { bump, files } = pendingBump();
const needed = gone.length > 0 ? 'major' : added.length > 0 ? 'minor' : 'none';
const pending =
  files.length > 0
    ? `the pending changesets (${files.join(', ')}) bump it ${bump}`
    : 'no changeset names it';
console.log(
  `api-changeset: against ${baseRef} (${forkPoint.slice(0, 7)}): ${gone.length} API line(s) gone, ${added.length} new; ${pending}`,
);
if (BUMPS.indexOf(bump) < BUMPS.indexOf(needed)) {
  console.error(`api-changeset: ${PACKAGE} needs a ${needed} changeset; ${pending}.`);
  console.error([...gone, ...added].slice(0, 20).join('\n'));
  console.error('api-changeset: add one with `pnpm changeset` (or raise the bump of yours).');
  process.exit(1);
}

/** The declaration lines of a report: its code, without blank lines and `//` comments. */
function apiLines(report) {
  return new Set(
    report
      .split('\n')
      .map((line) => line.trim())
      .filter(
        (line) =>
          line &&
          !line.startsWith('//') &&
          !line.startsWith('```') &&
          !line.startsWith('>') &&
          !line.startsWith('#'),
      ),
  );
}

/** The largest bump the pending changesets give the package, and their files. */
function pendingBump() {
  const dir = join(repoDir, '.changeset');
  let largest = 'none';
  const named = [];
  for (const file of readdirSync(dir).filter(
    (name) => name.endsWith('.md') && name !== 'README.md',
  )) {
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? '';
    for (const match of front.matchAll(/^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/gm)) {
      if (match[1] !== PACKAGE) continue;
      named.push(file);
      if (BUMPS.indexOf(match[2]) > BUMPS.indexOf(largest)) largest = match[2];
    }
  }
  return { bump: largest, files: named };
}

/** Where HEAD left the base: its local branch, or the remote's in a CI checkout without one. */
function forkPointWith(ref) {
  for (const candidate of [ref, `origin/${ref}`]) {
    try {
      return git('merge-base', 'HEAD', candidate).trim();
    } catch {
      // Not here; try the next.
    }
  }
  console.error(
    `api-changeset: neither ${ref} nor origin/${ref} is in this clone; fetch it or pass --base <ref>.`,
  );
  process.exit(1);
}
