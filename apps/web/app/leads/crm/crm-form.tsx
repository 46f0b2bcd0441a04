import type { ReactNode } from 'react';
import { useMarketingPermission } from '../../analytics/marketing-consent';
import type { CrmFormKind } from '../../config/marketing-config';
import { useMarketingConfig } from '../../config/page-marketing-config';
import { HubSpotForm } from './hubspot-form';

/**
 * The HubSpot embed for this form when the build configured one and marketing scripts are
 * allowed (outside the EU, or after consent); the site's own form otherwise, and always in
 * the prerendered HTML.
 */
export function CrmForm({
  kind,
  children,
  onSubmitted,
}: {
  kind: CrmFormKind;
  /** The site's own form. */
  children: ReactNode;
  /** Runs when the embed reports a submission. */
  onSubmitted?: () => void;
}) {
  const { hubspot } = useMarketingConfig();
  const permission = useMarketingPermission();
  const formId = hubspot?.forms[kind];
  if (!hubspot || !formId || permission !== 'allowed') return <>{children}</>;
  return (
    <HubSpotForm
      kind={kind}
      portalId={hubspot.portalId}
      formId={formId}
      region={hubspot.region}
      fallback={children}
      onSubmitted={onSubmitted}
    />
  );
}
