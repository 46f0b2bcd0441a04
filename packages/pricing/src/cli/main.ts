#!/usr/bin/env node
// The `tablogs-quote` bin: run the CLI on this process's arguments.
import { runCli } from './runCli';

const result = runCli(process.argv.slice(2));
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
