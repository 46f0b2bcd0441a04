import { type RouteConfig, route } from '@react-router/dev/routes';
import { permanentRedirects } from '../server/redirects.mjs';

export default [
  route('terms-of-use', 'routes/legal-page.tsx', { id: 'terms-of-use' }),
  route('privacy-policy', 'routes/legal-page.tsx', { id: 'privacy-policy' }),

  // Old spellings and paths still linked from elsewhere (decisions §4).
  ...Object.keys(permanentRedirects).map((from) =>
    route(from.slice(1), 'routes/permanent-redirect.tsx', { id: `redirect:${from}` }),
  ),

  route('api/region', 'routes/api/region.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
