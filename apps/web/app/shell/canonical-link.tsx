import { useLocation, useRouteLoaderData } from 'react-router';
import type { ShellData } from './shell.server';

/**
 * The page's canonical URL, in every prerendered page; the browser drops it once the visitor's
 * region is known to be other than the US (region/start-region.ts, decision 0012).
 */
export function CanonicalLink() {
  const shell = useRouteLoaderData<ShellData>('root');
  const { pathname } = useLocation();
  if (!shell) return null;
  return <link rel="canonical" href={new URL(pathname, shell.siteUrl).href} />;
}
