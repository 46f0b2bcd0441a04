// Starts the production server (@tablogs/server's src/start.ts through tsx) over an existing build
// of this app, in the repository, as a child process for the e2e tests, and fetches an
// anti-forgery token (the process handling is @tablogs/bench's, which the benchmarks share). A
// production artifact starts compiled JavaScript instead (`node server/start.js`,
// ARTIFACT_SERVER_ARGS in @tablogs/artifact, decision 0042).
import { formHeaders, serverCommand, startServer, stopServer } from '@tablogs/bench';
import { appDir } from './built-site.mjs';

export { appDir, formHeaders, stopServer };

/**
 * This app's server: `@tablogs/server/start` (packages/server/src/start.ts) run by `node --import
 * tsx` (decision 0030; tsx is a dev dependency since 0042, which compiles the artifact's server)
 * in this app's folder (the server's APP_DIR defaults to the working directory).
 */
export const SERVER_COMMAND = serverCommand({ appDir, entry: '@tablogs/server/start' });

/** The server's entry, `@tablogs/server/start`: packages/server/src/start.ts in the repository. */
export const SERVER_START = SERVER_COMMAND.entry;

/** `node` arguments that start the production server in the repository, from this app's folder. */
export const SERVER_ARGS = SERVER_COMMAND.args;

/**
 * A module for `node --import` before the server: a resolve hook that writes `resolved <url>` to
 * stderr for every React Router module resolved, and `NODE_ENV=<value>` on SIGTERM. It shows
 * whether a server runs the production builds (e2e/server/production-server-mode.spec.ts).
 */
export const PRODUCTION_MODE_REPORTER = `data:text/javascript,${encodeURIComponent(`
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (result.url.includes('/react-router/dist/')) process.stderr.write('resolved ' + result.url + '\\\\n');
  return result;
}\`));
process.on('SIGTERM', () => { process.stderr.write('NODE_ENV=' + process.env.NODE_ENV + '\\\\n'); process.exit(0); });
`)}`;

/**
 * Starts this app's server on 127.0.0.1:`port` and waits, up to a minute, for /healthz.
 * @param {{ port: number, env?: Record<string, string>, captureOutput?: boolean }} options
 *   `captureOutput`: keep everything the server writes (its JSON log) in `output()`
 */
export function startProductionServer(options) {
  return startServer(SERVER_COMMAND, options);
}
