import { tagsOf } from '@tablogs/content/preview-tags';
import { ButtonLink, Container, HeadlineList, Section, SectionHeader } from '@tablogs/ui';
import { Link } from 'react-router';
import { taggedHeadline } from '../../content/tagged';
import { Island } from '../../islands/island';
import { NewsletterSection } from '../../leads';
import { ContentImage } from '../../sections/content-image';
import { HeroText, PageHero } from '../../sections/page-hero';
import { pageMeta } from '../../seo/page-meta';
import { loadTablabs } from '../../tablabs/tablabs-content.server';
import { TablabsFeatureList } from '../../tablabs/tablabs-feature-list';
import type { Route } from './+types/tablabs';

const TITLE = 'TabLabs: laboratory software for construction materials testing';
const DESCRIPTION =
  'TabLabs runs a materials testing laboratory: work orders, test scheduling, accredited reports and results sent straight back to the TabLogs borehole log.';

export async function loader() {
  // No SoftwareApplication node: this page shows no price, and structured data describes
  // only what the page shows (decision 0036).
  return loadTablabs();
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: TITLE, description: DESCRIPTION, url: loaderData?.pageUrl });

/** The lab system's product page. */
export default function Tablabs({ loaderData }: Route.ComponentProps) {
  const [first] = loaderData.features;
  return (
    <>
      <PageHero
        eyebrow="TabLabs"
        copy={
          <HeroText
            title="The lab system for construction materials testing"
            lead="Register samples, schedule tests against real capacity and issue accredited reports, with results flowing straight back to the borehole log."
          />
        }
        actions={
          <>
            <ButtonLink asChild size="lg">
              <Link to="/contact-us">Ask for a custom quote</Link>
            </ButtonLink>
            <ButtonLink asChild size="lg" variant="ghost">
              <Link to="/pricing/tablabs">See TabLabs pricing</Link>
            </ButtonLink>
          </>
        }
        media={
          first ? (
            <div className="switch-panel">
              <ContentImage
                image={first.image}
                priority
                tags={tagsOf('tablabsFeature', first, 'image')}
              />
            </div>
          ) : null
        }
      />

      <Section tone="muted" spacing="lg">
        <Container>
          <SectionHeader
            eyebrow="Key features"
            title="Everything a testing laboratory runs on"
            description="Select a feature to see it in TabLabs."
          />
          <Island
            name="TablabsFeatureList"
            component={TablabsFeatureList}
            props={{ features: loaderData.features }}
          />
        </Container>
      </Section>

      <Section spacing="lg">
        <Container>
          <SectionHeader eyebrow="Why TabLabs" title="Built with laboratory managers" />
          <HeadlineList items={loaderData.highlights.map(taggedHeadline)} columns={2} />
        </Container>
      </Section>

      <Section spacing="md">
        <Container>
          <div className="tablabs-quote">
            <div className="tablabs-quote__copy">
              <h2>Need a custom quote?</h2>
              <p>
                Multi-site laboratories, unusual test volumes or integrations with your existing
                systems: tell us what you need and we will price it.
              </p>
            </div>
            <div className="tablabs-quote__actions">
              <ButtonLink asChild size="lg" variant="secondary">
                <Link to="/contact-us">Contact us for a quote</Link>
              </ButtonLink>
            </div>
          </div>
        </Container>
      </Section>
      <NewsletterSection />
    </>
  );
}
