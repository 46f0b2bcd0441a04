import type { AboutBlock } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { SanitizedHtml } from '../content/sanitized-html';
import { ContentImage } from '../sections/content-image';

/** The About intro: story blocks, image and text alternating sides. */
export function AboutBlocks({ blocks }: { blocks: readonly AboutBlock[] }) {
  return (
    <div className="media-blocks">
      {blocks.map((block, index) => (
        <article key={block.id} className="media-block">
          {block.image ? (
            <div className="media-block__media">
              {/* The first story image is the largest image of the page's first screen. */}
              <ContentImage
                image={block.image}
                priority={index === 0}
                tags={tagsOf('aboutBlock', block, 'image')}
              />
            </div>
          ) : null}
          <div className="media-block__copy">
            <h2 {...tagsOf('aboutBlock', block, 'headline')} className="media-block__title">
              {block.headline}
            </h2>
            <SanitizedHtml
              {...tagsOf('aboutBlock', block, 'html')}
              className="prose about-prose"
              html={block.html}
            />
          </div>
        </article>
      ))}
    </div>
  );
}
