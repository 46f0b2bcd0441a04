import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Badge,
  Button,
  ButtonLink,
  Card,
  CheckIcon,
  Container,
  Field,
  OptionToggle,
  Section,
  SectionHeader,
  Select,
  Slider,
  TextArea,
  TextInput,
} from '../src/index';

// The showcase's sections built around controls: the pricing slider and billing toggle, the FAQ
// accordion and a contact form. The page is static markup, so their handlers do nothing.
const ignore = () => {};

export function Pricing() {
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

export function Faq() {
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

export function ContactForm() {
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
