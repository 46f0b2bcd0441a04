#!/usr/bin/env node
// tablogs-artifact [--app <dir>] <outDir>: makes the production artifact of the app in `--app`
// (default the working directory, which is the app's under `pnpm --filter <app> artifact`).
// BUILD_DIR, from the app's folder, picks a build other than its artifact.json's.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ARTIFACT_SERVER_ARGS } from './compile.mjs';
import { makeProductionArtifact } from './make-artifact.mjs';
import { artifactBytes } from './prune.mjs';

const USAGE = 'Usage: tablogs-artifact [--app <dir>] <outDir>';

function readArgs() {
  try {
    return parseArgs({ options: { app: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    return process.exit(2);
  }
}

const args = readArgs();
const [outDir, ...extra] = args.positionals;
if (!outDir || extra.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
try {
  // Through `pnpm --filter <app> artifact <dir>` the folder is named from where pnpm ran.
  const from = process.env.npm_lifecycle_event === 'artifact' ? process.env.INIT_CWD : undefined;
  const target = await makeProductionArtifact(path.resolve(from ?? '.', outDir), {
    appDir: path.resolve(args.values.app ?? '.'),
    buildDir: process.env.BUILD_DIR,
  });
  const megabytes = (artifactBytes(target) / 1e6).toFixed(1);
  console.log(
    `Production artifact in ${target} (${megabytes} MB of files): start it with \`node ${ARTIFACT_SERVER_ARGS.join(' ')}\``,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
