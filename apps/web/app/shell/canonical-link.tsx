import { useLocation, useRouteLoaderData } from 'react-router';
import { useRegionStore } from '../region/region-store';
import type { ShellData } from './shell.server';

/**
 * The canonical URL is in every prerendered page; once the visitor's region is known it stays
 * only for the US region (docs/decisions/0012-regions.md).
 */
export function CanonicalLink() {
  const shell = useRouteLoaderData<ShellData>('root');
  const { pathname } = useLocation();
  const region = useRegionStore((state) => state.region);
  if (!shell || (region !== null && region !== 'US')) return null;
  return <link rel="canonical" href={new URL(pathname, shell.siteUrl).href} />;
}
