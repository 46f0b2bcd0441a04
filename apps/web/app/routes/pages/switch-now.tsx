import { siteSettingsTags, tagsOf } from '@tablogs/content/preview-tags';
import { ButtonLink, Container, HeadlineList, Section, SectionHeader, Timeline } from '@tablogs/ui';
import { Tagged, taggedHeadline } from '../../content/tagged';
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
        eyebrow={legacyToolEyebrow(loaderData.legacyToolName)}
        copy={
          <HeroText
            title={
              <RegionText
                variants={loaderData.heroCopy}
                text={(copy) => copy.headline}
                tags={(copy) => heroTags(copy, 'headline')}
              />
            }
            lead={
              <RegionText
                variants={loaderData.heroCopy}
                text={(copy) => copy.description}
                tags={(copy) => heroTags(copy, 'description')}
              />
            }
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
              value: <Tagged tags={siteSettingsTags('switchNowTimeline')}>{step.value}</Tagged>,
              label: <Tagged tags={siteSettingsTags('switchNowTimeline')}>{step.label}</Tagged>,
            }))}
          />
        </Container>
      </Section>
      <Section spacing="lg">
        <Container>
          <SectionHeader eyebrow="Why switch now" title="A planned move, not a rushed one" />
          <HeadlineList items={loaderData.reasons.map(taggedHeadline)} columns={2} />
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

/** The home section's tags, in a draft preview (its id is there only then). */
function heroTags(copy: { id?: string }, field: 'headline' | 'description') {
  return copy.id ? tagsOf('homeSection', { id: copy.id }, field) : {};
}

/** "Switch from <tool>", the tool's name tagged in a draft preview; one text node otherwise. */
function legacyToolEyebrow(name: string) {
  const tags = siteSettingsTags('legacyToolName');
  if (Object.keys(tags).length === 0) return `Switch from ${name}`;
  return (
    <>
      {'Switch from '}
      <span {...tags}>{name}</span>
    </>
  );
}
