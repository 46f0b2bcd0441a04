import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { pushDataLayerEvent } from '../../analytics/data-layer';
import type { CrmFormKind, HubSpotRegion } from '../../config/marketing-config';
import { CRM_SCRIPT_FAILURE, loadHubSpotForms } from './hubspot-script';
import { containsSuccessElement, isFormSubmittedMessage } from './submission-signals';

export interface HubSpotFormProps {
  kind: CrmFormKind;
  portalId: string;
  formId: string;
  region: HubSpotRegion;
  /** Shown when the CRM script cannot load: the site's own form. */
  fallback: ReactNode;
  /** Runs once when the embed reports a submission. */
  onSubmitted?: () => void;
}

type EmbedStatus = 'loading' | 'ready' | 'failed';

/**
 * A HubSpot form embed. The script loads once per page; a form is created on every mount in a
 * target of its own (so StrictMode's double effect and client navigation both work), and a
 * submission is counted once, whichever of the three signals reports it first.
 */
export function HubSpotForm({
  kind,
  portalId,
  formId,
  region,
  fallback,
  onSubmitted,
}: HubSpotFormProps) {
  const targetId = `crm-form-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<EmbedStatus>('loading');
  const onSubmittedRef = useRef(onSubmitted);
  onSubmittedRef.current = onSubmitted;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let active = true;
    let reported = false;
    const report = (signal: 'callback' | 'message' | 'thank-you') => {
      if (!active || reported) return;
      reported = true;
      pushDataLayerEvent('hubspot_form_submit', { formKind: kind, formId, signal });
      onSubmittedRef.current?.();
    };

    const onMessage = (event: MessageEvent) => {
      if (isFormSubmittedMessage(event, window.location.origin, formId)) report('message');
    };
    window.addEventListener('message', onMessage);
    const observer = new MutationObserver(() => {
      if (containsSuccessElement(container)) report('thank-you');
    });
    observer.observe(container, { childList: true, subtree: true });

    loadHubSpotForms(region).then(
      (forms) => {
        if (!active) return;
        container.replaceChildren();
        forms.create({
          portalId,
          formId,
          region,
          target: `#${targetId}`,
          onFormSubmitted: () => report('callback'),
        });
        setStatus('ready');
      },
      () => {
        if (!active) return;
        console.error(CRM_SCRIPT_FAILURE);
        setStatus('failed');
      },
    );

    return () => {
      active = false;
      window.removeEventListener('message', onMessage);
      observer.disconnect();
      container.replaceChildren();
    };
  }, [kind, portalId, formId, region, targetId]);

  if (status === 'failed') return <>{fallback}</>;
  return (
    <div className="crm-form" data-crm-status={status}>
      {status === 'loading' ? (
        <p className="crm-form__loading" role="status">
          Loading the form…
        </p>
      ) : null}
      {/* HubSpot owns everything inside this element; React renders nothing into it. */}
      <div id={targetId} ref={containerRef} />
    </div>
  );
}
