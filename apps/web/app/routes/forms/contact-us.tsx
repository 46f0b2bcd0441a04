import { getContent } from '@tablogs/content/server';
import { ContactSection } from '../../leads/sections/contact-section';
import { pageMeta } from '../../seo/page-meta';
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

/** The contact form beside both office blocks; the About page has the same section. */
export default function ContactUsPage({ loaderData: { offices } }: Route.ComponentProps) {
  return (
    <ContactSection
      headingLevel={1}
      title="Contact us"
      description="Questions about TabLogs or TabLabs? Send the product team a message and we will answer by email."
      offices={offices}
    />
  );
}
