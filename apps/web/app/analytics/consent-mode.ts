import { ensureDataLayer } from './data-layer';

// Google Consent Mode v2. The default must be on the queue before the tag manager script runs,
// so a tag never reads consent before it is set (docs/decisions/0015-analytics-events.md).

type ConsentValue = 'granted' | 'denied';
const CONSENT_KEYS = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'];

function consentState(value: ConsentValue): Record<string, ConsentValue> {
  return Object.fromEntries(CONSENT_KEYS.map((key) => [key, value]));
}

/** gtag() as Google ships it: the tag manager reads `arguments` objects, not arrays. */
function gtag(..._args: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: the tag manager only recognises an arguments object
  ensureDataLayer().push(arguments);
}

let defaultsSet = false;

/** Everything denied until the visitor (or the region's rules) says otherwise; runs once. */
export function setConsentDefaults(): void {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag('consent', 'default', { ...consentState('denied'), wait_for_update: 500 });
}

export function updateConsent(granted: boolean): void {
  gtag('consent', 'update', consentState(granted ? 'granted' : 'denied'));
}
