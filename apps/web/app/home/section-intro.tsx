import type { HomeSection } from '@tablogs/content';
import { SectionHeader } from '@tablogs/ui';
import type { RegionVariant } from '../region/region-variant-groups';
import { RegionText } from '../region/region-variants';
import { description, headline } from './home-section-tags';

interface SectionIntroProps {
  copy: readonly RegionVariant<HomeSection>[];
  eyebrow?: string;
  align?: 'start' | 'center';
}

/** A home section's heading and lead, in each region's wording. */
export function SectionIntro({ copy, eyebrow, align = 'center' }: SectionIntroProps) {
  return (
    <SectionHeader
      eyebrow={eyebrow}
      title={<RegionText variants={copy} text={(s) => s.headline} tags={headline} />}
      description={<RegionText variants={copy} text={(s) => s.description} tags={description} />}
      align={align}
    />
  );
}
