import { ButtonLink, Container, HeadlineList, Section, SectionHeader, Timeline } from '@tablogs/ui';
import { BOOKING_ANCHOR, DiscoveryCallBooking } from '../../discovery/discovery-call-booking';
import { Island } from '../../islands/island';
import { RegionText } from '../../region/region-variants';
import { ContentImage } from '../../sections/content-image';
import { HeroText, PageHero } from '../../sections/page-hero';
import { pageMeta } from '../../seo/page-meta';
import { loadSwitchNow } from '../../switch-now/switch-now-content.server';
import { ClientLogoWall } from '../../testimonials/client-logo-wall';
import type { Route } from './+types/switch-now';

export const loader = () => loadSwitchNow();

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Switch from ${loaderData?.legacyToolName ?? 'your legacy logging tool'} to TabLogs`,
    description:
      'Move your projects, templates and team to TabLogs before legacy support ends: set up in an hour, live in 14 days, with support that answers in 60 seconds.',
  });

/** For users of the legacy tool: why and how to move, then book the call. No newsletter here. */
export default function SwitchNow({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={`Switch from ${loaderData.legacyToolName}`}
        copy={
          <HeroText
            title={<RegionText variants={loaderData.heroCopy} text={(copy) => copy.headline} />}
            lead={<RegionText variants={loaderData.heroCopy} text={(copy) => copy.description} />}
          />
        }
        actions={
          <ButtonLink href={`#${BOOKING_ANCHOR}`} size="lg">
            Get Started
          </ButtonLink>
        }
        media={<ContentImage image={loaderData.heroImage} priority />}
      />
      <Section spacing="md" className="switch-logos">
        <Container>
          <SectionHeader align="center" title="Teams that already made the move" />
          <ClientLogoWall clients={loaderData.clients} perRow={6} className="customer-logos" />
        </Container>
      </Section>
      <Section tone="muted" spacing="lg" className="switch-timeline">
        <Container>
          <SectionHeader eyebrow="Your timeline" title="From sign-up to every project in TabLogs" />
          <Timeline
            orientation="horizontal"
            items={loaderData.timeline.map((step) => ({
              id: step.label,
              value: step.value,
              label: step.label,
            }))}
          />
        </Container>
      </Section>
      <Section spacing="lg">
        <Container>
          <SectionHeader eyebrow="Why switch now" title="A planned move, not a rushed one" />
          <HeadlineList items={loaderData.reasons} columns={2} />
        </Container>
      </Section>
      <Island
        name="DiscoveryCallBooking"
        component={DiscoveryCallBooking}
        props={{ showHeading: false, meetingsUrl: loaderData.meetingsUrl, reportsPageView: false }}
      />
    </>
  );
}
