import { siteSettingsTags } from '@tablogs/content/preview-tags';
import { ButtonLink, Container, Section } from '@tablogs/ui';
import { Link } from 'react-router';

interface DiscoveryCallCtaProps {
  /** The pitch under the heading (siteSettings.discoveryPromo.text). */
  text: string;
  title?: string;
}

/** The "Book a Discovery Call" block: one line of pitch and "Find a time". */
export function DiscoveryCallCta({ text, title = 'Book a Discovery Call' }: DiscoveryCallCtaProps) {
  return (
    <Section tone="water" spacing="md" className="cta-band">
      <Container className="cta-band__inner">
        <div className="cta-band__copy">
          <h2>{title}</h2>
          <p className="tl-lead" {...siteSettingsTags('discoveryPromo')}>
            {text}
          </p>
        </div>
        <ButtonLink asChild size="lg" variant="secondary">
          <Link to="/discovery-call">Find a time</Link>
        </ButtonLink>
      </Container>
    </Section>
  );
}
