import {
  Badge,
  Button,
  ButtonLink,
  Carousel,
  Container,
  FeatureCard,
  HeadlineList,
  LogoRows,
  Section,
  SectionHeader,
  Stat,
  StatGroup,
  Timeline,
  VideoEmbed,
} from '../src/index';
import { boreholePoster, featureIcon, wordmark } from './showcase-art';

// The showcase's content sections: text, media, cards, timelines and logos, none of them a control.

const clients = [
  'Acme Drilling',
  'Bedrock Labs',
  'Core Geo',
  'Delta Soils',
  'Strata Co',
  'Pile Partners',
];
const logos = clients.map((name, index) => ({
  src: wordmark(name, index * 55),
  alt: name,
  width: 40 + name.length * 11,
  height: 40,
}));

export function Hero() {
  return (
    <Section spacing="lg">
      <Container className="sc-hero">
        <div className="tl-stack">
          <Badge>350,000+ boreholes logged</Badge>
          <h1>Borehole logging that keeps up with the drill rig</h1>
          <p className="tl-lead">
            Log in the field, classify to ASTM D2487 and publish your own report templates, with
            unlimited users.
          </p>
          <div className="sc-row">
            <ButtonLink href="#call" size="lg">
              Get started today
            </ButtonLink>
            <ButtonLink href="#app" variant="secondary" size="lg">
              Learn more about the app
            </ButtonLink>
            <Button variant="ghost" size="lg">
              Switch from the legacy tool
            </Button>
          </div>
          <p>
            Read the <a href="#guide">switching guide</a> or <a href="#faq">browse the FAQs</a>.
          </p>
        </div>
        <VideoEmbed
          src="https://www.youtube-nocookie.com/embed/tutorial"
          title="Logging a borehole in the field app"
          poster={
            <img
              src={boreholePoster()}
              alt=""
              width={1280}
              height={720}
              loading="lazy"
              decoding="async"
            />
          }
        />
      </Container>
    </Section>
  );
}

export function Stats() {
  return (
    <Section tone="sand" spacing="sm">
      <Container>
        <StatGroup>
          <Stat value="300+" label="geotech companies" />
          <Stat value="250k+" label="boreholes logged" />
          <Stat value="800k+" label="subsurface profiles" />
          <Stat value="60 s" label="to reach support" />
        </StatGroup>
      </Container>
    </Section>
  );
}

export function Explorer() {
  const features = ['Field logging', 'Report templates', 'Lab test requests', '3D visualisation'];
  return (
    <Section tone="muted">
      <Container>
        <SectionHeader
          eyebrow="Feature explorer"
          title="Everything from the rig to the report"
          description="Pick a feature to see it in the app."
        />
        <div className="sc-grid-4">
          {features.map((title, index) => (
            <FeatureCard
              key={title}
              title={title}
              text="Short, calm copy about what this saves a field engineer each day."
              image={{ src: featureIcon(index * 70 + 20), width: 48, height: 48 }}
              active={index === 0}
            />
          ))}
        </div>
      </Container>
    </Section>
  );
}

export function SwitchNow() {
  return (
    <Section tone="water">
      <Container className="tl-stack">
        <SectionHeader
          eyebrow="Switch now"
          title="Support for the legacy tool ends in 2028"
          description="Move your logs, templates and team in weeks, not months."
        />
        <Timeline
          orientation="horizontal"
          items={[
            { id: 'setup', value: '1 hour', label: 'to set up' },
            { id: 'live', value: '14 days', label: 'to go live' },
            { id: 'scale', value: '60 days', label: 'to scale' },
            { id: 'support', value: '60 seconds', label: 'for support' },
          ]}
        />
        <HeadlineList
          items={[
            {
              id: 'reports',
              headline: 'Recreate your log reports',
              description: 'Your existing layouts, rebuilt for you.',
            },
            {
              id: 'import',
              headline: 'Import your databases',
              description: 'Bring projects across from the legacy tool.',
            },
          ]}
        />
        <div className="sc-row">
          <ButtonLink href="#call">Get started</ButtonLink>
          <ButtonLink href="#more" variant="secondary">
            Talk to us
          </ButtonLink>
          <a href="#terms">Read the migration terms</a>
        </div>
      </Container>
    </Section>
  );
}

export function Clients() {
  return (
    <Section tone="alternate">
      <Container>
        <SectionHeader eyebrow="Clients" title="Trusted by geotechnical teams" align="center" />
        <Carousel label="Our clients" mode="hide" slidesPerView={{ base: 2, 481: 3, 1025: 4 }}>
          {logos.map((logo) => (
            <img
              key={logo.alt}
              src={logo.src}
              alt={logo.alt}
              width={logo.width}
              height={logo.height}
              className="tl-logo sc-logo-slide"
            />
          ))}
        </Carousel>
        <LogoRows className="sc-logo-rows" rows={[logos.slice(0, 3), logos.slice(3)]} />
      </Container>
    </Section>
  );
}
