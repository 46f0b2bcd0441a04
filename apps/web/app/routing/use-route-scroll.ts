import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scroll restoration is off (decision 0013): every new page starts at the top, and an anchor scrolls
 * to its target. The 64 px sticky-header offset comes from `scroll-padding-top` in CSS.
 */
export function useRouteScroll(): void {
  const { pathname, hash, key, state } = useLocation();
  // A page that only rewrites its own query (e.g. a pricing slider) asks to keep the scroll.
  const keepScroll = (state as { keepScroll?: unknown } | null)?.keepScroll === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, even to the same URL
  useEffect(() => {
    if (keepScroll) return;
    if (hash.length > 1) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash, key, keepScroll]);
}
