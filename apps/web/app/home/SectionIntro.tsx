import type { HomeSection } from '@tablogs/content';
import { SectionHeader } from '@tablogs/ui';
import { RegionVariants } from '../region/RegionVariants';
import type { RegionVariant } from '../region/regionVariants';

interface SectionIntroProps {
  copy: readonly RegionVariant<HomeSection>[];
  eyebrow?: string;
  align?: 'start' | 'center';
}

/** A home section's heading and lead, in each region's wording. */
export function SectionIntro({ copy, eyebrow, align = 'center' }: SectionIntroProps) {
  return (
    <RegionVariants variants={copy}>
      {(section) => (
        <SectionHeader
          eyebrow={eyebrow}
          title={section.headline}
          description={section.description}
          align={align}
        />
      )}
    </RegionVariants>
  );
}
