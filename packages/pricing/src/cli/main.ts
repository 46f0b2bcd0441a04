#!/usr/bin/env node
// The `tablogs-quote` bin: run the CLI on this process's arguments.
import { readFileSync } from 'node:fs';
import { runCli } from './runCli';

// dist/cli.js sits one folder below the package's own package.json, installed or not.
const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

const result = runCli(process.argv.slice(2), version);
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
