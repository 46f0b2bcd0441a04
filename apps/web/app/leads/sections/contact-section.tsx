import { Island } from '../../islands/island';
import { ContactForm } from '../forms/contact-form';
import { ContactSectionFrame, type ContactSectionProps } from './contact-section-frame';

/** The contact section (/contact-us, and /about's #contact); the form is an island. */
export function ContactSection(props: ContactSectionProps) {
  return (
    <ContactSectionFrame
      {...props}
      form={<Island name="ContactForm" component={ContactForm} props={{}} />}
    />
  );
}
