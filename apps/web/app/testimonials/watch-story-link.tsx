import type { Testimonial } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { ArrowRightIcon } from '@tablogs/ui';

/** The story is named after the company, on every page, so the link text is predictable. */
export function watchStoryLabel(testimonial: Pick<Testimonial, 'company'>): string {
  return `Watch ${testimonial.company}'s Story Here`;
}

const YOUTUBE_EMBED =
  /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,})(?:[?#].*)?$/;

/**
 * The page a visitor opens in a new tab: a YouTube player URL (what the CMS holds, for the
 * video carousel's frames) becomes its watch page; any other URL is kept.
 */
export function storyPageUrl(link: string): string {
  const id = YOUTUBE_EMBED.exec(link)?.[1];
  return id ? `https://www.youtube.com/watch?v=${id}` : link;
}

/** A link to the company's video; nothing when its entry has no video (`#` in the CMS). */
export function WatchStoryLink({ testimonial }: { testimonial: Testimonial }) {
  if (!testimonial.link || testimonial.link === '#') return null;
  return (
    <a
      className="arrow-link"
      href={storyPageUrl(testimonial.link)}
      target="_blank"
      rel="noopener noreferrer"
      {...tagsOf('testimonial', testimonial, 'link')}
    >
      {watchStoryLabel(testimonial)}
      <span className="tl-visually-hidden"> (video, opens in a new tab)</span>
      <ArrowRightIcon size={18} />
    </a>
  );
}
