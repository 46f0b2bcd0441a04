import type { Image } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { ArrowRightIcon, CheckIcon } from '@tablogs/ui';
import { Link } from 'react-router';
import { ContentImage } from './content-image';

export interface MediaBlock {
  id: string;
  headline: string;
  description: string;
  featurePoints: readonly string[];
  image: Image;
  link: string | null;
  /** A small label above the headline, e.g. "Step 2". */
  eyebrow?: string;
  /** The block's fragment id, for links into the page. */
  anchor?: string;
}

interface MediaBlocksProps {
  blocks: readonly MediaBlock[];
  /** Heading level of each block's headline. */
  headingLevel?: 2 | 3;
  /** The current path: a "Learn more" pointing at the page itself is left out. */
  currentPath?: string;
  /** What the blocks are, for their inspector mode tags in a draft preview. */
  kind: 'feature' | 'workflowStep';
}

/** Image and text blocks that alternate sides, each with optional bullets and "Learn more". */
export function MediaBlocks({ blocks, headingLevel = 2, currentPath, kind }: MediaBlocksProps) {
  const Heading = `h${headingLevel}` as const;
  const tags = (
    block: MediaBlock,
    property: 'headline' | 'description' | 'featurePoints' | 'image',
  ) => tagsOf(kind, block, property);
  return (
    <div className="media-blocks media-blocks--copy-first">
      {blocks.map((block) => (
        <article key={block.id} id={block.anchor} className="media-block">
          <div className="media-block__media">
            <ContentImage image={block.image} tags={tags(block, 'image')} />
          </div>
          <div className="media-block__copy">
            {block.eyebrow ? <p className="tl-eyebrow">{block.eyebrow}</p> : null}
            <Heading {...tags(block, 'headline')} className="media-block__title">
              {block.headline}
            </Heading>
            <p {...tags(block, 'description')} className="media-block__description">
              {block.description}
            </p>
            {block.featurePoints.length > 0 ? (
              <ul {...tags(block, 'featurePoints')} className="check-list">
                {block.featurePoints.map((point) => (
                  <li key={point}>
                    <CheckIcon size={20} aria-hidden="true" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {block.link && block.link !== currentPath ? (
              <Link className="arrow-link" to={block.link}>
                Learn more<span className="tl-visually-hidden">: {block.headline}</span>
                <ArrowRightIcon size={18} aria-hidden="true" />
              </Link>
            ) : null}
          </div>
        </article>
      ))}
    </div>
  );
}
