import type { Testimonial } from '@tablogs/content';
import { ArrowRightIcon } from '@tablogs/ui';

/** The story is named after the company, on every page, so the link text is predictable. */
export function watchStoryLabel(testimonial: Pick<Testimonial, 'company'>): string {
  return `Watch ${testimonial.company}'s Story Here`;
}

/** A link to the company's video; nothing when its entry has no video (`#` in the CMS). */
export function WatchStoryLink({ testimonial }: { testimonial: Testimonial }) {
  if (!testimonial.link || testimonial.link === '#') return null;
  return (
    <a className="arrow-link" href={testimonial.link} target="_blank" rel="noopener noreferrer">
      {watchStoryLabel(testimonial)}
      <span className="tl-visually-hidden"> (video, opens in a new tab)</span>
      <ArrowRightIcon size={18} />
    </a>
  );
}
