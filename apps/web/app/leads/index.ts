// The lead-capture pieces other pages compose. The forms are lazy islands (islands.tsx); the
// forms' own modules are not re-exported, as a page importing this file loads every module it
// re-exports.
export { GetStartedSection } from './get-started-section';
export { DownloadFormIsland as DownloadForm, LeadFormIsland as LeadForm } from './islands';
export { NewsletterSection } from './newsletter-section';
