#!/usr/bin/env node
// `tablogs-bench serve|api --server <entry> [--app <dir>]`: a benchmark of the app in --app (default
// the working directory) served by the server --server names (a package export or path, resolved
// from the app, e.g. `@tablogs/server/start`), over the build BUILD_DIR names (default `build`).
// The content benchmark needs the app's content helpers too: the app calls benchContent itself.
import { parseArgs } from 'node:util';
import { clientDirFromEnv } from '@tablogs/site-audit';
import { benchApi } from './bench-api.mjs';
import { benchServe } from './bench-serve.mjs';
import { serverCommand } from './server-process.mjs';

const USAGE = 'usage: tablogs-bench serve|api --server <entry> [--app <dir>]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    app: { type: 'string', default: '.' },
    server: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const [command] = positionals;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.server || (command !== 'serve' && command !== 'api')) {
  console.error(USAGE);
  process.exit(2);
}
const server = serverCommand({ appDir: values.app, entry: values.server });
if (command === 'serve') await benchServe({ server, clientDir: clientDirFromEnv(values.app) });
else await benchApi({ server });
