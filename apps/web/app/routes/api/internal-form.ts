import { ConfigError, type LeadsConfig, readLeadsConfig } from '@tablogs/leads/config';
import { currentLeadsRuntime, registerLeadsRuntimeSlot } from '@tablogs/leads/server';
import type { Route } from './+types/internal-form';

// The production server starts (and stops) the lead store and CRM outbox through this slot
// when it imports the build; registering opens nothing, so prerendering never needs a database.
registerLeadsRuntimeSlot();

/** The dev server has no server/start.ts: read the same validated settings on first use. */
function configFromEnvironment(): LeadsConfig {
  const problems: string[] = [];
  const config = readLeadsConfig(process.env, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** POST /api/internal/:form — the four forms' submissions (docs/decisions/0014-form-api.md). */
export function action({ request, params }: Route.ActionArgs) {
  return currentLeadsRuntime(configFromEnvironment).handle(request, params.form);
}

/** Anything but POST: 405 with the allowed method. */
export function loader({ request, params }: Route.LoaderArgs) {
  return currentLeadsRuntime(configFromEnvironment).handle(request, params.form);
}
