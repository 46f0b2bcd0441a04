import type { AboutBlock } from '@tablogs/content';
import { SanitizedHtml } from '../content/SanitizedHtml';
import { ContentImage } from '../sections/ContentImage';

/** The About intro: story blocks, image and text alternating sides. */
export function AboutBlocks({ blocks }: { blocks: readonly AboutBlock[] }) {
  return (
    <div className="media-blocks">
      {blocks.map((block) => (
        <article key={block.id} className="media-block">
          {block.image ? (
            <div className="media-block__media">
              <ContentImage image={block.image} />
            </div>
          ) : null}
          <div className="media-block__copy">
            <h2 className="media-block__title">{block.headline}</h2>
            <SanitizedHtml className="prose about-prose" html={block.html} />
          </div>
        </article>
      ))}
    </div>
  );
}
