// Everything the server process writes is one JSON line with an `event`
// (docs/decisions/0047-no-request-stops-the-server.md): what libraries print with console.*
// (React Router logs a render's error with console.error), Node's own warnings, and the last words
// of an error that escaped every handler. A collector reading the container's output then never
// meets a plain-text block it cannot parse.
import { format } from 'node:util';
import type { Logger } from 'pino';

export function routeProcessOutput(log: Logger) {
  const lines = log.child({ event: 'console' });
  console.error = (...args: unknown[]) => lines.error(format(...args));
  console.warn = (...args: unknown[]) => lines.warn(format(...args));
  console.log = (...args: unknown[]) => lines.info(format(...args));
  console.info = console.log;
  console.debug = (...args: unknown[]) => lines.debug(format(...args));

  // Node prints warnings itself through its own 'warning' listener; this one replaces it.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    log.warn({ event: 'node_warning', name: warning.name, code: codeOf(warning) }, warning.message);
  });

  // A rejection nobody awaited belongs to one request's work: logged, and the server goes on.
  process.on('unhandledRejection', (reason) => {
    log.error({ event: 'unhandled_rejection', err: reason }, 'a promise was rejected unhandled');
  });
  // An exception no handler caught leaves the process in a state nobody knows: say so and exit
  // (the orchestrator restarts it). No input reaches here (apps/web/e2e/server/hostile-requests.spec.ts).
  process.on('uncaughtException', (error) => {
    log.fatal({ event: 'uncaught_exception', err: error }, 'uncaught exception: exiting');
    log.flush?.();
    process.exit(1);
  });
}

function codeOf(warning: Error) {
  return (warning as Error & { code?: unknown }).code;
}
