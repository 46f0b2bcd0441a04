import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import type { MarketingConfig } from './marketing-config';

const NOTHING_CONFIGURED: MarketingConfig = { hubspot: null, gtmId: null, analyticsSilent: false };

/** The build's CRM and tag-manager ids, from the root loader (the shell's data). */
export function useMarketingConfig(): MarketingConfig {
  return useRouteLoaderData<typeof rootLoader>('root')?.marketing ?? NOTHING_CONFIGURED;
}
