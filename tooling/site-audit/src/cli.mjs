#!/usr/bin/env node
// `site-audit validators --feed <path> [--app <dir>]`: the app's build (--app, default the
// working directory; BUILD_DIR, default `build`) through the independent validators
// (validate-build.mjs). The link check and the JavaScript budget need the app's redirects, routes
// and budgets: the app calls checkLinks and jsBudget itself.
import { parseArgs } from 'node:util';
import { clientDirFromEnv } from './site-files.mjs';
import { validateBuild } from './validate-build.mjs';

const USAGE = 'usage: site-audit validators --feed <url path> [--app <dir>]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    app: { type: 'string', default: '.' },
    feed: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help || positionals[0] !== 'validators' || !values.feed) {
  console[values.help ? 'log' : 'error'](USAGE);
  process.exit(values.help ? 0 : 2);
}
process.exitCode = await validateBuild({
  clientDir: clientDirFromEnv(values.app),
  feedPath: values.feed,
});
