import { ConfigError, type LeadsConfig, readLeadsConfig } from '@tablogs/leads/config';
import { createLeadsRuntime, type LeadsRuntime } from '@tablogs/leads/server';
import type { Route } from './+types/internal-form';

// The production server answers this path itself, with the lead store and outbox it owns
// (server/form-api.ts, docs/decisions/0031-the-server-owns-the-form-api.md). This route serves
// `react-router dev`, which runs no server of ours: it opens a runtime on first use from the same
// validated settings, so importing the build (the prerender) never touches a database.
let devRuntime: LeadsRuntime | undefined;

function runtime(): LeadsRuntime {
  if (!devRuntime) {
    const problems: string[] = [];
    const config: LeadsConfig = readLeadsConfig(process.env, problems);
    if (problems.length > 0) throw new ConfigError(problems);
    devRuntime = createLeadsRuntime(config);
  }
  return devRuntime;
}

// The dev server has no view of the client address; every request counts as one for the limit.
const DEV_CLIENT = 'unknown';

/** POST /api/internal/:form — the four forms' submissions (docs/decisions/0014-form-api.md). */
export function action({ request, params }: Route.ActionArgs) {
  return runtime().handle(request, params.form, DEV_CLIENT);
}

/** Anything but POST: 405 with the allowed method. */
export function loader({ request, params }: Route.LoaderArgs) {
  return runtime().handle(request, params.form, DEV_CLIENT);
}
