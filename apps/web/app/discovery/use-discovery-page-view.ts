import { useEffect } from 'react';
import { pushDataLayerEvent } from '../analytics/data-layer';

/**
 * Pushes `discovery_call_page_view` once per page load of /discovery-call (decision 0015); every
 * navigation loads a page, so that is once per visit to it.
 */
export function useDiscoveryPageView(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    pushDataLayerEvent('discovery_call_page_view', {
      page_title: document.title,
      page_url: window.location.href,
    });
  }, [enabled]);
}
