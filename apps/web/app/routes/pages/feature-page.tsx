import { Container, Section } from '@tablogs/ui';
import { data, useLocation } from 'react-router';
import { FeatureHero } from '../../features/feature-hero';
import { featurePageSlug, loadFeaturePage } from '../../features/feature-page-content.server';
import { NewsletterSection } from '../../leads';
import { RegionVariants } from '../../region/region-variants';
import { DiscoveryCallCta } from '../../sections/discovery-call-cta';
import { MediaBlocks } from '../../sections/media-blocks';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/feature-page';

export async function loader({ request }: Route.LoaderArgs) {
  const slug = featurePageSlug(new URL(request.url).pathname);
  if (!slug) throw data(null, { status: 404 });
  // No SoftwareApplication node: this page shows no price, and structured data describes
  // only what the page shows (decision 0036).
  return loadFeaturePage(slug);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...pageMeta({
          title: loaderData.page.heading,
          description: loaderData.page.intro,
          url: loaderData.pageUrl,
        }),
      ]
    : [];

/** /features and the five product-area pages: hero video, then the category's blocks. */
export default function FeaturePage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { page, slug } = loaderData;
  return (
    <>
      <FeatureHero page={page} eyebrow={slug === 'features' ? 'Features' : 'TabLogs features'} />
      <Section as="div" spacing="lg" className="feature-blocks">
        <Container>
          <RegionVariants variants={loaderData.blocks}>
            {(blocks) => (
              <MediaBlocks blocks={blocks} currentPath={location.pathname} kind="feature" />
            )}
          </RegionVariants>
        </Container>
      </Section>
      <DiscoveryCallCta text={loaderData.discoveryPromo.text} />
      {/* Spec: the database page ends with the newsletter form. */}
      {slug === 'database' ? <NewsletterSection /> : null}
    </>
  );
}
