import type { Office } from '@tablogs/content';
import { Container, Section, SectionHeader } from '@tablogs/ui';
import type { ReactNode } from 'react';
import { OfficeBlocks } from './office-blocks';

/** The section's anchor: /contact-us is this section, and /about has it at #contact. */
export const CONTACT_ANCHOR = 'contact';
const TITLE_ID = 'contact-title';

export interface ContactSectionProps {
  /** 1 where the section is the page (/contact-us), 2 where it is part of one (/about). */
  headingLevel: 1 | 2;
  eyebrow?: ReactNode;
  title: string;
  description: ReactNode;
  offices: readonly Office[];
}

/**
 * The contact form beside both office blocks (decision 0013), shared by /contact-us and the
 * About page's #contact. The office headings sit one level below the section's. It appears at
 * most once per page, so its ids are fixed; the form's field ids come from useId.
 */
export function ContactSectionFrame({
  headingLevel,
  eyebrow,
  title,
  description,
  offices,
  form,
}: ContactSectionProps & { form: ReactNode }) {
  return (
    <Section id={CONTACT_ANCHOR} spacing="lg" aria-labelledby={TITLE_ID}>
      <Container>
        <SectionHeader
          headingLevel={headingLevel}
          eyebrow={eyebrow}
          title={<span id={TITLE_ID}>{title}</span>}
          description={description}
        />
        <div className="contact-section__layout">
          {form}
          <OfficeBlocks offices={offices} headingLevel={headingLevel === 1 ? 2 : 3} />
        </div>
      </Container>
    </Section>
  );
}
