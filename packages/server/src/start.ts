// The server's entry (`tablogs-server`, `pnpm start`): build when the app's sources changed since
// the last build, then serve. The app is the caller's: APP_DIR (default: the working directory)
// holds its `build` link (BUILD_DIR, taken from APP_DIR when relative) and, in a repository, its
// sources. A production artifact (the container) has no sources: it serves the build it carries
// and, when it reads Contentful, renders the published content again in the background
// (publish/render/render-site.ts). production-mode.ts must run before any dependency is resolved, so
// the rest is imported after.
import './production-mode.ts';

const path = await import('node:path');
const { createServer } = await import('node:http');
const { createSiteServer } = await import('./app.ts');
const { ensureFreshBuild, hasSources } = await import('./site/build-freshness.ts');
const { markBuildInUse } = await import('./site/build-in-use.ts');
const { ConfigError, readServerConfig } = await import('./config.ts');
const { dataDirProblem } = await import('./ops/data-dir.ts');
const { drainOnSignals, trackConnections } = await import('./ops/drain.ts');
const { logger } = await import('./ops/logging.ts');
const { routeProcessOutput } = await import('./ops/process-output.ts');
const { SERVER_TIMEOUTS } = await import('./ops/timeouts.ts');

routeProcessOutput(logger);

const appDir = path.resolve(process.env.APP_DIR?.trim() || '.');

let config: ReturnType<typeof readServerConfig>;
try {
  config = readServerConfig(process.env, { appDir, buildDir: path.join(appDir, 'build') });
} catch (error) {
  if (error instanceof ConfigError) {
    // One JSON line like every other, naming each bad variable (`problems`).
    logger.fatal({ event: 'config_invalid', problems: error.problems }, error.message);
    logger.flush?.();
    process.exit(1);
  }
  throw error;
}

// The embedded store's folder must be writable by this user: a root-owned bind mount on the
// image's /data (uid 1000) stops the start here with one line, not an SQLite stack later.
if (!config.leads.databaseUrl) {
  const problem = dataDirProblem(config.leads.dataDir);
  if (problem) {
    logger.fatal(
      { event: 'data_dir_not_writable', dataDir: config.leads.dataDir, uid: process.getuid?.() },
      problem,
    );
    logger.flush?.();
    process.exit(1);
  }
}

await ensureFreshBuild(appDir, config.buildDir);
const site = await createSiteServer(config);
markBuildInUse(site.publisher.current().buildDir);
const server = createServer(SERVER_TIMEOUTS, site.handleRequest);
// A port in use or not allowed: say so and stop, rather than run without listening.
const cannotListen = (error: NodeJS.ErrnoException) => {
  logger.fatal(
    { event: 'listen_failed', code: error.code, port: config.port },
    `could not listen: ${error.message}`,
  );
  logger.flush?.();
  process.exit(1);
};
server.once('error', cannotListen);
server.listen(config.port, config.host, () => {
  server.off('error', cannotListen);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { event: 'listening', port, buildDir: config.buildDir },
    `TabLogs site listening on http://localhost:${port}`,
  );
});
trackConnections(server);
// The image's pages are as old as the image; a restarted container catches up in seconds.
if (!hasSources(appDir) && process.env.CONTENTFUL_SPACE_ID?.trim()) {
  site.publisher.request('start: the published content');
}

// SIGTERM/SIGINT: drain (ops/drain.ts), then close the lead store, outbox and replica sync.
// Connections still open 3 s after the signal are closed, so a deploy never hangs: the process
// exits within 5 s.
drainOnSignals(server, site.drain, () => site.closeConnections());
