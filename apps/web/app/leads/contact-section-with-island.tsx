import { ContactSectionFrame, type ContactSectionProps } from './contact-section-frame';
import { leadFormIsland } from './lead-form-island';

/** The contact form as a lazy island, loaded after the page (see leadFormIsland). */
const ContactFormIsland = leadFormIsland('ContactFormIsland', () =>
  import('./contact-form').then((module) => module.ContactForm),
);

/** The contact section where the form is not the page's point (/about's #contact). */
export function ContactSectionWithIsland(props: ContactSectionProps) {
  return <ContactSectionFrame {...props} form={<ContactFormIsland />} />;
}
