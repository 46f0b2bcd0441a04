import { getContent } from '@tablogs/content/server';
import { Container, Section, SectionHeader } from '@tablogs/ui';
import { ContactForm } from '../leads/ContactForm';
import { OfficeBlocks } from '../leads/OfficeBlocks';
import { pageMeta } from '../seo/pageMeta';
import type { Route } from './+types/contact-us';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Contact us',
    description:
      'Send the TabLogs product team a message, or reach our North America and Australia/Pacific offices by phone or email.',
  });

export async function loader() {
  const settings = await getContent().siteSettings();
  return { offices: settings.offices };
}

/** The contact form beside both office blocks. */
export default function ContactUsPage({ loaderData: { offices } }: Route.ComponentProps) {
  return (
    <Section id="contact" spacing="lg" aria-labelledby="contact-title">
      <Container>
        <SectionHeader
          headingLevel={1}
          title={<span id="contact-title">Contact us</span>}
          description="Questions about TabLogs or TabLabs? Send the product team a message and we will answer by email."
        />
        <div className="contact-page__layout">
          <ContactForm />
          <OfficeBlocks offices={offices} />
        </div>
      </Container>
    </Section>
  );
}
