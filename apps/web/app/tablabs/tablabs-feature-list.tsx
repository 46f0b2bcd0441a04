import type { TablabsFeature } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { FeatureCard } from '@tablogs/ui';
import { useState } from 'react';
import { ContentImage } from '../sections/content-image';

/** TabLabs' key features; the selected one's screen shows beside the list. */
export function TablabsFeatureList({ features }: { features: readonly TablabsFeature[] }) {
  const [activeId, setActiveId] = useState(features[0]?.id);
  const active = features.find((feature) => feature.id === activeId) ?? features[0];
  if (!active) return null;
  return (
    <div className="tablabs-features">
      <ul className="tablabs-features__list" aria-label="Key features">
        {features.map((feature) => (
          <li key={feature.id}>
            <FeatureCard
              title={feature.name}
              text={feature.description}
              titleProps={tagsOf('tablabsFeature', feature, 'name')}
              textProps={tagsOf('tablabsFeature', feature, 'description')}
              active={feature.id === active.id}
              onClick={() => setActiveId(feature.id)}
            />
          </li>
        ))}
      </ul>
      <figure className="switch-panel tablabs-features__panel">
        <ContentImage
          key={active.id}
          image={active.image}
          tags={tagsOf('tablabsFeature', active, 'image')}
        />
        <figcaption className="tl-visually-hidden">{active.name}</figcaption>
      </figure>
    </div>
  );
}
