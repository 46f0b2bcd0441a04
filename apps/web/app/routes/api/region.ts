import { countryFromHeaders } from '../../region/country-from-headers';
import type { Route } from './+types/region';

/** GET /api/region → { countryCode } from the CDN's country header (decision 0012). */
export function loader({ request }: Route.LoaderArgs) {
  return Response.json(
    { countryCode: countryFromHeaders(request.headers) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
