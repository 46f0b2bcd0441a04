import type { FeatureCard as FeatureCardData } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { FeatureCard } from '@tablogs/ui';
import { useState } from 'react';
import { ContentImage } from '../sections/content-image';

/** The card shown first (docs/decisions/0016-screens-copy-and-formats.md). */
export const DEFAULT_EXPLORER_KEY = 'field_logging';

/** Six feature cards; the selected one's picture fills the panel beside them. */
export function FeatureExplorer({ cards }: { cards: readonly FeatureCardData[] }) {
  const [activeKey, setActiveKey] = useState(
    cards.some((card) => card.key === DEFAULT_EXPLORER_KEY) ? DEFAULT_EXPLORER_KEY : cards[0]?.key,
  );
  const active = cards.find((card) => card.key === activeKey) ?? cards[0];
  if (!active) return null;
  return (
    <div className="explorer">
      <ul className="explorer__cards" aria-label="Features">
        {cards.map((card) => (
          <li key={card.key}>
            <FeatureCard
              title={card.title}
              text={card.text}
              titleProps={tagsOf('featureCard', card, 'title')}
              textProps={tagsOf('featureCard', card, 'text')}
              active={card.key === active.key}
              onClick={() => setActiveKey(card.key)}
            />
          </li>
        ))}
      </ul>
      <figure className="explorer__panel">
        <ContentImage
          key={active.key}
          image={active.image}
          className="explorer__image"
          tags={tagsOf('featureCard', active, 'image')}
        />
        <figcaption className="tl-visually-hidden">{active.title}</figcaption>
      </figure>
    </div>
  );
}
