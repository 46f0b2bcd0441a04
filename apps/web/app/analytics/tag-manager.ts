import { ensureDataLayer } from './data-layer';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

let started = false;

/**
 * Loads Google Tag Manager once per page view. Without an id it only says so (decision 0015), unless
 * silent. Call setConsentDefaults() first.
 */
export function loadTagManager(id: string | null, { silent = false } = {}): void {
  if (started) return;
  started = true;
  if (!id) {
    if (!silent) console.log('Google tag manager ID not provided.');
    return;
  }
  ensureDataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}
