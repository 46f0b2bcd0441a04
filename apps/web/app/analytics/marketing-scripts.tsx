import { useEffect } from 'react';
import { useMarketingConfig } from '../config/page-marketing-config';
import { useRegionStore } from '../region/region-store';
import { ConsentBanner } from './consent-banner';
import { setConsentDefaults, updateConsent } from './consent-mode';
import { useConsentStore } from './consent-store';
import { useMarketingPermission } from './marketing-consent';
import { loadTagManager } from './tag-manager';

/**
 * Consent Mode defaults, the EU consent banner and the tag manager, in that order: the tag
 * manager loads only once marketing scripts are allowed (outside the EU, or after Accept).
 */
export function MarketingScripts() {
  const config = useMarketingConfig();
  const loadConsent = useConsentStore((state) => state.load);
  const decide = useConsentStore((state) => state.decide);
  const consentLoaded = useConsentStore((state) => state.loaded);
  const decision = useConsentStore((state) => state.decision);
  const region = useRegionStore((state) => state.region);
  const permission = useMarketingPermission();

  useEffect(() => {
    setConsentDefaults();
    loadConsent();
  }, [loadConsent]);

  useEffect(() => {
    if (permission !== 'allowed') return;
    updateConsent(true);
    loadTagManager(config.gtmId, { silent: config.analyticsSilent });
  }, [permission, config.gtmId, config.analyticsSilent]);

  const asking = region === 'EU' && consentLoaded && decision === null;
  return asking ? <ConsentBanner onDecide={decide} /> : null;
}
