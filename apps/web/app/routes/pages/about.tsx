import { tagsOf } from '@tablogs/content/preview-tags';
import { Container, Section, SectionHeader } from '@tablogs/ui';
import { AboutBlocks } from '../../about/about-blocks';
import { loadAbout } from '../../about/about-content.server';
import { TeamCards } from '../../about/team-cards';
import { Tagged } from '../../content/tagged';
import { ContactSection } from '../../leads/sections/contact-section';
import { HeroText, PageHero } from '../../sections/page-hero';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/about';

export const loader = () => loadAbout();

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'About us',
    description:
      'TabLogs is built by geotechnical engineers, laboratory specialists and developers in Brisbane and Denver. Meet the team and contact our offices.',
  });

/** About: our story, the team (#team) and the contact form with both offices (#contact). */
export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="About us"
        copy={
          <HeroText
            title="Engineers building software for engineers"
            lead={
              <Tagged tags={tagsOf('teamOverview', loaderData.teamOverview, 'description')}>
                {loaderData.teamOverview.description}
              </Tagged>
            }
          />
        }
      />
      <Section as="div" spacing="lg">
        <Container>
          <AboutBlocks blocks={loaderData.blocks} />
        </Container>
      </Section>
      <Section id="team" tone="muted" spacing="lg">
        <Container>
          <SectionHeader
            eyebrow="Our team"
            title={
              <Tagged tags={tagsOf('teamOverview', loaderData.teamOverview, 'headline')}>
                {loaderData.teamOverview.headline}
              </Tagged>
            }
          />
          <TeamCards team={loaderData.team} />
        </Container>
      </Section>
      <ContactSection
        headingLevel={2}
        eyebrow="Contact"
        title="Talk to our team"
        description="Send the product team a message, or call or email the office nearest you."
        offices={loaderData.offices}
      />
    </>
  );
}
