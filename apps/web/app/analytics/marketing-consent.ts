import type { Region } from '@tablogs/content';
import { useRegionStore } from '../region/region-store';
import { type ConsentDecision, useConsentStore } from './consent-store';

export type MarketingPermission = 'unknown' | 'allowed' | 'refused';

/**
 * Whether third-party marketing scripts (tag manager, CRM embeds) may load. Outside the EU they
 * may; in the EU only after the visitor accepts. Unknown while the region or the stored answer
 * is still being read, so nothing loads early.
 */
export function marketingPermission(
  region: Region | null,
  consentLoaded: boolean,
  decision: ConsentDecision | null,
): MarketingPermission {
  if (region === null) return 'unknown';
  if (region !== 'EU') return 'allowed';
  if (!consentLoaded || decision === null) return 'unknown';
  return decision === 'granted' ? 'allowed' : 'refused';
}

export function useMarketingPermission(): MarketingPermission {
  const region = useRegionStore((state) => state.region);
  const loaded = useConsentStore((state) => state.loaded);
  const decision = useConsentStore((state) => state.decision);
  return marketingPermission(region, loaded, decision);
}
