import { permanentRedirects } from '@tablogs/server/redirects';
import { redirect } from 'react-router';
import type { Route } from './+types/permanent-redirect';

// The server answers these paths with a 301 before React Router sees them; this route covers
// client navigations and static hosting (prerendered as a meta-refresh page).
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The prerender asks for /features/visualize/ as well as /features/visualize.
  const from = url.pathname.replace(/(.)\/+$/, '$1');
  const target = permanentRedirects[from as keyof typeof permanentRedirects] ?? '/';
  return redirect(target + url.search, 301);
}

/** Never shown: the loader always redirects. A component makes this a page route, so the
 * static build gets a meta-refresh page for it. */
export default function PermanentRedirect() {
  return null;
}
