/** The site's four forms (docs/decisions/0014-form-api.md). */
export const FORM_KINDS = ['newsletter', 'quote', 'contact', 'download'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && (FORM_KINDS as readonly string[]).includes(value);
}

/** Where each form posts its JSON. */
export const ENDPOINTS: { readonly [K in FormKind]: `/api/internal/${K}` } = {
  newsletter: '/api/internal/newsletter',
  quote: '/api/internal/quote',
  contact: '/api/internal/contact',
  download: '/api/internal/download',
};

/**
 * A field no person sees or fills (hidden from view and from assistive technology);
 * a value in it marks the submission as spam.
 */
export const HONEYPOT_FIELD = 'website';

/** The regions a submission may name (docs/decisions/0012-regions.md). */
export const SUBMISSION_REGIONS = ['AU', 'US', 'EU', 'SA'] as const;
export type SubmissionRegion = (typeof SUBMISSION_REGIONS)[number];

/** Largest accepted request body, in bytes (docs/decisions/0014-form-api.md). */
export const MAX_BODY_BYTES = 16 * 1024;
