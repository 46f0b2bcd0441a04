import type { HubSpotRegion } from '../../config/marketing-config';

// HubSpot's forms embed script (v2), loaded once per page session. Never removed on unmount:
// removing it does not clear window.hbspt and later mounts would find no forms (decision 0015).

export interface HubSpotFormOptions {
  portalId: string;
  formId: string;
  region: HubSpotRegion;
  target: string;
  onFormSubmitted?: () => void;
}

export interface HubSpotForms {
  create: (options: HubSpotFormOptions) => unknown;
}

declare global {
  interface Window {
    hbspt?: { forms?: HubSpotForms };
  }
}

export const CRM_SCRIPT_FAILURE = 'Failed to load the CRM script';

export function hubspotScriptUrl(region: HubSpotRegion): string {
  return region === 'eu1'
    ? 'https://js-eu1.hsforms.net/forms/embed/v2.js'
    : 'https://js.hsforms.net/forms/embed/v2.js';
}

let loading: Promise<HubSpotForms> | null = null;

/** Resolves with hbspt.forms; one script element, however many forms ask. */
export function loadHubSpotForms(region: HubSpotRegion): Promise<HubSpotForms> {
  loading ??= new Promise<HubSpotForms>((resolve, reject) => {
    const ready = () => window.hbspt?.forms;
    const existing = ready();
    if (existing) {
      resolve(existing);
      return;
    }
    const script = document.createElement('script');
    script.src = hubspotScriptUrl(region);
    script.async = true;
    script.addEventListener('load', () => {
      const forms = ready();
      if (forms) resolve(forms);
      else reject(new Error('The CRM script loaded without hbspt.forms'));
    });
    script.addEventListener('error', () => reject(new Error('The CRM script did not load')));
    document.head.append(script);
  });
  return loading;
}
