import { xsrfTokenResponse } from '@tablogs/leads/server';
import type { Route } from './+types/xsrf-token';

/** GET /api/xsrf-token: the anti-forgery cookie for a browser that has none (decision 0007). */
export function loader({ request }: Route.LoaderArgs) {
  return xsrfTokenResponse(request);
}
