import { tagsOf } from '@tablogs/content/preview-tags';
import { Container, Section, SectionHeader } from '@tablogs/ui';
import { Island } from '../../islands/island';
import { RegionText } from '../../region/region-variants';
import { DiscoveryCallCta } from '../../sections/discovery-call-cta';
import { HeroText, PageHero } from '../../sections/page-hero';
import { pageMeta } from '../../seo/page-meta';
import { ClientLogoWall } from '../../testimonials/client-logo-wall';
import { TestimonialCards } from '../../testimonials/testimonial-cards';
import { loadClientTestimonials } from '../../testimonials/testimonials-content.server';
import { VideoCarousel } from '../../testimonials/video-carousel';
import type { Route } from './+types/client-testimonials';

export const loader = () => loadClientTestimonials();

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Client testimonials',
    description:
      'Geotechnical engineers, drillers and laboratory managers on what changed after they moved their logging to TabLogs.',
  });

export default function ClientTestimonials({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Client testimonials"
        copy={
          <HeroText
            title="Hear it from the engineers who switched"
            lead={
              <RegionText
                variants={loaderData.lead}
                text={(lead) => (typeof lead === 'string' ? lead : lead.text)}
                tags={(lead) =>
                  typeof lead === 'string' ? {} : tagsOf('homeSection', lead, 'description')
                }
              />
            }
          />
        }
      />
      <Section as="div" spacing="md" className="testimonial-videos">
        <Container>
          <Island
            name="VideoStories"
            component={VideoCarousel}
            props={{ videos: loaderData.videos }}
          />
        </Container>
      </Section>
      <Section tone="muted" spacing="lg">
        <Container>
          <SectionHeader eyebrow="In their words" title="What our clients say" />
          <TestimonialCards testimonials={loaderData.testimonials} />
        </Container>
      </Section>
      <Section spacing="lg">
        <Container>
          <SectionHeader
            align="center"
            eyebrow="Our clients"
            title="Trusted by consultancies, drillers and laboratories"
          />
          <ClientLogoWall clients={loaderData.clients} perRow={4} className="logo-wall" />
        </Container>
      </Section>
      <DiscoveryCallCta text={loaderData.discoveryPromo.text} />
    </>
  );
}
