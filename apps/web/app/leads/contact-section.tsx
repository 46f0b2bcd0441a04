import { ContactForm } from './contact-form';
import { ContactSectionFrame, type ContactSectionProps } from './contact-section-frame';

/**
 * The contact section with its form loaded with the page: on /contact-us the form is the page's
 * point, and as a lazy island it answered later (one chunk later than the page, measured
 * 0.1–0.25 s at 4× CPU and 150 ms latency) while the page's blocking time did not measurably drop.
 */
export function ContactSection(props: ContactSectionProps) {
  return <ContactSectionFrame {...props} form={<ContactForm />} />;
}
