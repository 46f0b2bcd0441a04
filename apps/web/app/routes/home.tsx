import { Container, Section } from '@tablogs/ui';
import { ClientLogos } from '../home/client-logos';
import { FeatureExplorer } from '../home/feature-explorer';
import { loadHome } from '../home/home-content.server';
import { HomeHero } from '../home/home-hero';
import { HomeStatistics } from '../home/home-statistics';
import { SectionIntro } from '../home/section-intro';
import { SwitchFromBanner } from '../home/switch-from-banner';
import { TestimonialSlider } from '../home/testimonial-slider';
import { GetStartedSection, NewsletterSection } from '../leads';
import { RegionVariants } from '../region/region-variants';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/home';

export const loader = () => loadHome();

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'TabLogs: borehole logging software for geotechnical engineers',
    description:
      'Log boreholes on a tablet, review them the same day and issue reports in your own format. Used by 300+ geotechnical companies.',
    url: loaderData ? `${loaderData.siteUrl}/` : undefined,
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, settings } = loaderData;
  return (
    <>
      <HomeHero copy={copy.hero} image={loaderData.heroImage} />

      <Section spacing="md" className="home-clients">
        <Container>
          <SectionIntro copy={copy.clients} />
          <ClientLogos clients={loaderData.clients} />
        </Container>
      </Section>

      <SwitchFromBanner
        copy={copy.switchFrom}
        legacyToolName={settings.legacyToolName}
        supportEnds={settings.legacyToolSupportEnds}
      />

      <Section tone="muted" spacing="lg">
        <Container>
          <SectionIntro copy={copy.explorer} eyebrow="Features" />
          <RegionVariants variants={loaderData.featureCards}>
            {(cards) => <FeatureExplorer cards={cards} />}
          </RegionVariants>
        </Container>
      </Section>

      <Section spacing="lg">
        <Container>
          <SectionIntro copy={copy.statistics} eyebrow="By the numbers" />
          <HomeStatistics
            statistics={settings.statistics}
            boreholesBadge={settings.boreholesBadge}
          />
        </Container>
      </Section>

      <Section tone="sand" spacing="lg">
        <Container>
          <SectionIntro copy={copy.testimonials} eyebrow="Client stories" />
          <TestimonialSlider testimonials={loaderData.testimonials} />
        </Container>
      </Section>

      <GetStartedSection />
      <NewsletterSection />
    </>
  );
}
