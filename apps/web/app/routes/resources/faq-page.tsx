import { getContent } from '@tablogs/content/server';
import { faqPageJsonLd } from '@tablogs/content/structured-data';
import { Container, Section, SectionHeader } from '@tablogs/ui';
import { data } from 'react-router';
import { Island } from '../../islands/island';
import { FaqAccordion } from '../../resources/faq-accordion';
import { JsonLd } from '../../seo/json-ld';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/faq-page';

// The two question pages share one layout; their copy differs.
const PAGES = {
  '/resources/faqs': {
    source: 'faqs',
    eyebrow: 'Resources',
    title: 'Frequently asked questions',
    metaTitle: 'FAQs',
    description:
      'Answers about TabLogs: pricing, the offline field app, data ownership and hosting, importing legacy projects, training and support.',
  },
  '/resources/geotech-101': {
    source: 'geotech101',
    eyebrow: 'Geotech 101',
    title: 'Geotech 101',
    metaTitle: 'Geotech 101',
    description:
      'Logging practice explained: soil classification to ASTM D2487 and AS 1726, SPT and CPT, groundwater and rock core descriptions.',
  },
} as const;

type PagePath = keyof typeof PAGES;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ title: loaderData.page.metaTitle, description: loaderData.page.description })
    : [];

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  if (!(path in PAGES)) throw data(null, { status: 404 });
  const page = PAGES[path as PagePath];
  const content = getContent();
  const faqs = page.source === 'faqs' ? await content.faqs() : await content.geotech101();
  return { page, faqs };
}

/** FAQs and Geotech 101: questions in an accordion, with FAQPage structured data. */
export default function FaqPage({ loaderData: { page, faqs } }: Route.ComponentProps) {
  return (
    <Section className="resources-page">
      <JsonLd data={faqPageJsonLd(faqs)} />
      <Container size="narrow">
        <SectionHeader
          headingLevel={1}
          eyebrow={page.eyebrow}
          title={page.title}
          description={page.description}
        />
        <Island
          name="FaqAccordion"
          component={FaqAccordion}
          props={page.source === 'faqs' ? { faqs } : { faqs, kind: 'geotech101' }}
        />
      </Container>
    </Section>
  );
}
