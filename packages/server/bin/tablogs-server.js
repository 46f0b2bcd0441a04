#!/usr/bin/env node
// `tablogs-server`: the production server over a build of the site. The app is the caller's:
// APP_DIR (default: the working directory) and BUILD_DIR (default: APP_DIR/build); every other
// setting is an environment variable (README.md). A production artifact runs the compiled
// JavaScript (src/start.js, docs/decisions/0042); the repository runs the TypeScript through tsx.
import { existsSync } from 'node:fs';

const compiled = new URL('../src/start.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../src/start.ts', import.meta.url).href);
}
