// The lead-capture pieces other pages compose.
export { CONTACT_CONFIRMATION, ContactForm } from './ContactForm';
export { DOWNLOAD_FILE_NAME, DownloadForm, type DownloadFormDocument } from './DownloadForm';
export { GetStartedSection } from './GetStartedSection';
export { LeadForm } from './LeadForm';
export { NewsletterForm } from './NewsletterForm';
export { NewsletterSection } from './NewsletterSection';
