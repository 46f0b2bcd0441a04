import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pushDataLayerEvent } from '../analytics/data-layer';

/**
 * Pushes `discovery_call_page_view` once per navigation to the page (decision 0015). Effects
 * run after React Router has committed the new <title>, so the title is this page's.
 */
export function useDiscoveryPageView(): void {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, even to the same URL
  useEffect(() => {
    pushDataLayerEvent('discovery_call_page_view', {
      page_title: document.title,
      page_url: window.location.href,
    });
  }, [key]);
}
