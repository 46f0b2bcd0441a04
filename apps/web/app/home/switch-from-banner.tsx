import type { HomeSection } from '@tablogs/content';
import { siteSettingsTags } from '@tablogs/content/preview-tags';
import { ArrowRightIcon, Container, Section } from '@tablogs/ui';
import { Link } from 'react-router';
import { Tagged } from '../content/tagged';
import type { RegionVariant } from '../region/region-variant-groups';
import { RegionText } from '../region/region-variants';
import { description, headline } from './home-section-tags';

interface SwitchFromBannerProps {
  copy: readonly RegionVariant<HomeSection>[];
  legacyToolName: string;
  supportEnds: number;
}

/** The "Switch From" link for users of the legacy tool, before its support ends. */
export function SwitchFromBanner({ copy, legacyToolName, supportEnds }: SwitchFromBannerProps) {
  return (
    <Section spacing="sm" className="switch-from">
      <Container>
        <div className="switch-from__card">
          <div className="switch-from__copy">
            <p className="tl-eyebrow">
              {'Switch From '}
              <Tagged tags={siteSettingsTags('legacyToolName')}>{legacyToolName}</Tagged>
            </p>
            <h2 className="switch-from__title">
              <RegionText variants={copy} text={(s) => s.headline} tags={headline} />
            </h2>
            <p>
              <RegionText variants={copy} text={(s) => s.description} tags={description} />
            </p>
          </div>
          <Link className="switch-from__link" to="/switch-now">
            Switch from <Tagged tags={siteSettingsTags('legacyToolName')}>{legacyToolName}</Tagged>
            {' before support ends in '}
            <Tagged tags={siteSettingsTags('legacyToolSupportEnds')}>{supportEnds}</Tagged>
            <ArrowRightIcon size={20} />
          </Link>
        </div>
      </Container>
    </Section>
  );
}
