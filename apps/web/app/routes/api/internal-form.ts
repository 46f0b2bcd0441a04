import { ConfigError, type LeadsConfig, readLeadsConfig } from '@tablogs/leads/config';
import {
  createLeadsRuntime,
  FORM_POST_CONTENT_TYPE,
  type LeadsRuntime,
} from '@tablogs/leads/server';
import { redirect } from 'react-router';
import type { Route } from './+types/internal-form';

// The production server answers this path itself, with the lead store and outbox it owns
// (packages/server/src/forms/form-api.ts, docs/decisions/0031-the-server-owns-the-form-api.md). This route serves
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
export async function action({ request, params }: Route.ActionArgs) {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== FORM_POST_CONTENT_TYPE) return runtime().handle(request, params.form, DEV_CLIENT);
  // A form posted without JavaScript (decision 0034). The production server renders the page
  // for its outcome; a resource route cannot, so here the outcome is shown as JSON.
  const answer = await runtime().handlePost(request, params.form, DEV_CLIENT);
  if (answer.kind === 'redirect') return redirect(answer.location, 303);
  if (answer.kind === 'refused') {
    return new Response(answer.message, { status: answer.status, headers: answer.headers });
  }
  return Response.json(answer.page, { status: answer.status, headers: answer.headers });
}

/** Anything but POST: 405 with the allowed method. */
export function loader({ request, params }: Route.LoaderArgs) {
  return runtime().handle(request, params.form, DEV_CLIENT);
}
