import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Badge,
  Button,
  ButtonLink,
  Card,
  Carousel,
  CheckIcon,
  Container,
  FeatureCard,
  Field,
  HeadlineList,
  LogoRows,
  NavMenu,
  NavMenuContent,
  NavMenuContentItem,
  NavMenuItem,
  NavMenuLink,
  NavMenuList,
  NavMenuPromo,
  NavMenuTrigger,
  OptionToggle,
  PhoneIcon,
  RegionMenu,
  Section,
  SectionHeader,
  Select,
  SkipLink,
  Slider,
  Stat,
  StatGroup,
  TextArea,
  TextInput,
  type Theme,
  ThemeToggle,
  Timeline,
  VideoEmbed,
} from '../src/index';
import { boreholePoster, featureIcon, wordmark } from './showcase-art';

const ignore = () => {};
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

function Header({ theme }: { theme: Theme }) {
  return (
    <Section as="header" spacing="none" className="sc-header">
      <Container className="sc-header__bar">
        <strong className="sc-logo">tablogs</strong>
        <NavMenu aria-label="Main" defaultValue="features">
          <NavMenuList>
            <NavMenuItem>
              <NavMenuLink href="#home" current>
                Home
              </NavMenuLink>
            </NavMenuItem>
            <NavMenuItem value="features">
              <NavMenuTrigger>Features</NavMenuTrigger>
              <NavMenuContent
                aside={
                  <NavMenuPromo
                    title="Book a discovery call"
                    text="See the logging app with one of our geotechnical specialists."
                    action={
                      <ButtonLink href="#call" size="sm">
                        Find a time
                      </ButtonLink>
                    }
                  />
                }
              >
                {['App', 'Dashboard', 'Database', 'Visualise'].map((name) => (
                  <NavMenuContentItem key={name}>
                    <NavMenuLink
                      href={`#${name}`}
                      description={`What the ${name.toLowerCase()} does for you`}
                    >
                      {name}
                    </NavMenuLink>
                  </NavMenuContentItem>
                ))}
              </NavMenuContent>
            </NavMenuItem>
            <NavMenuItem value="pricing">
              <NavMenuTrigger>Pricing</NavMenuTrigger>
            </NavMenuItem>
            <NavMenuItem value="about">
              <NavMenuTrigger>About</NavMenuTrigger>
            </NavMenuItem>
          </NavMenuList>
        </NavMenu>
        <div className="sc-header__tools">
          <a href="tel:+611300000000" className="sc-phone">
            <PhoneIcon /> 1300 000 000
          </a>
          <RegionMenu
            regions={[
              { value: 'AU', label: 'Australia', short: 'AU' },
              { value: 'US', label: 'United States', short: 'US' },
            ]}
            value="AU"
            onValueChange={ignore}
          />
          <ThemeToggle theme={theme} onToggle={ignore} />
          <ButtonLink href="#login" variant="ghost" size="sm">
            Login
          </ButtonLink>
        </div>
      </Container>
    </Section>
  );
}

function Hero() {
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
          poster={{ src: boreholePoster(), width: 1280, height: 720 }}
        />
      </Container>
    </Section>
  );
}

function Stats() {
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

function Explorer() {
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

function Pricing() {
  return (
    <Section>
      <Container>
        <SectionHeader eyebrow="Pricing" title="Priced by the logs you write" align="center" />
        <div className="sc-pricing-controls">
          <Slider label="Logs per month" min={100} max={500} step={50} defaultValue={250} />
          <OptionToggle
            label="Billing period"
            options={[
              { value: 'annual', label: 'Annual', badge: '-25%' },
              { value: 'monthly', label: 'Monthly' },
            ]}
            value="annual"
            onValueChange={ignore}
          />
        </div>
        <div className="sc-grid-3">
          {[
            { name: 'Standard', price: '$625', variant: 'outline' as const },
            { name: 'Plus', price: '$875', variant: 'highlight' as const, badge: 'Most popular' },
            { name: 'Enterprise', price: 'Contact us', variant: 'outline' as const },
          ].map((plan) => (
            <Card key={plan.name} variant={plan.variant}>
              <div className="sc-row sc-row--between">
                <h3 className="tl-text-xl">{plan.name}</h3>
                {plan.badge ? <Badge>{plan.badge}</Badge> : null}
              </div>
              <p className="sc-price">
                {plan.price}
                {plan.price.startsWith('$') ? <span className="tl-muted"> / month</span> : null}
              </p>
              <p className="tl-eyebrow">Save 25% annually</p>
              <ul className="sc-checks">
                {['Unlimited users', 'Custom log templates', 'Helpdesk and knowledge base'].map(
                  (line) => (
                    <li key={line}>
                      <CheckIcon /> {line}
                    </li>
                  ),
                )}
              </ul>
              <ButtonLink
                href="#call"
                variant={plan.variant === 'highlight' ? 'primary' : 'secondary'}
                fullWidth
              >
                {plan.price.startsWith('$') ? 'Start free trial' : 'Contact us'}
              </ButtonLink>
            </Card>
          ))}
        </div>
      </Container>
    </Section>
  );
}

function SwitchNow() {
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

function Clients() {
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

function Faq() {
  return (
    <Section>
      <Container size="narrow">
        <SectionHeader eyebrow="FAQs" title="Questions engineers ask us" />
        <Accordion defaultValue={['import']}>
          <AccordionItem value="import">
            <AccordionTrigger>Can I import logs from the legacy tool?</AccordionTrigger>
            <AccordionContent>
              Yes. We import projects, boreholes and lithology libraries for you.
            </AccordionContent>
          </AccordionItem>
          <AccordionItem value="users">
            <AccordionTrigger>Is there a limit on users?</AccordionTrigger>
            <AccordionContent>No. Every plan includes unlimited users.</AccordionContent>
          </AccordionItem>
        </Accordion>
      </Container>
    </Section>
  );
}

function ContactForm() {
  return (
    <Section tone="sand">
      <Container size="narrow">
        <SectionHeader title="Send us a message" />
        <form className="sc-form">
          <Field label="Name" required>
            <TextInput name="name" autoComplete="name" />
          </Field>
          <Field label="Email" required error="Enter an email address like name@company.com">
            <TextInput type="email" name="email" defaultValue="sam@" />
          </Field>
          <Field label="Region" hint="Sets prices and phone numbers">
            <Select name="region" defaultValue="AU">
              <option value="AU">Australia</option>
              <option value="US">United States</option>
            </Select>
          </Field>
          <Field label="Message">
            <TextArea name="message" rows={3} />
          </Field>
          <Button type="submit">Send message</Button>
        </form>
      </Container>
    </Section>
  );
}

export function ShowcasePage({ theme }: { theme: Theme }) {
  return (
    <>
      <SkipLink />
      <Header theme={theme} />
      <main id="main">
        <Hero />
        <Stats />
        <Explorer />
        <Pricing />
        <SwitchNow />
        <Clients />
        <Faq />
        <ContactForm />
      </main>
    </>
  );
}
