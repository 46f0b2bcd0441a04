import type { Testimonial } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { CompanyLogo } from './company-logo';
import { WatchStoryLink } from './watch-story-link';

/**
 * Where a testimonial stands: a card in the list of /about/client-testimonials, where the
 * headline is a heading of the page and the logo names the company; or a slide of the home
 * page's carousel, a figure whose caption names the company too. A figure's caption is its
 * first or last child, so a slide's story link sits inside the caption.
 */
const SHAPES = {
  card: { Root: 'li', Headline: 'h3', Person: 'p' },
  slide: { Root: 'figure', Headline: 'p', Person: 'figcaption' },
} as const;

/** A testimonial: company logo, headline, quote, person and role, and the story's video link. */
export function TestimonialQuote({
  testimonial,
  shape,
}: {
  testimonial: Testimonial;
  shape: keyof typeof SHAPES;
}) {
  const { Root, Headline, Person } = SHAPES[shape];
  const block = `testimonial-${shape}`;
  const tags = (property: Parameters<typeof tagsOf<'testimonial'>>[2]) =>
    tagsOf('testimonial', testimonial, property);
  return (
    <Root className={block}>
      <CompanyLogo
        className={`${block}__logo`}
        image={testimonial.companyLogo}
        company={testimonial.company}
        tags={tags('companyLogo')}
      />
      <Headline {...tags('headline')} className={`${block}__headline`}>
        {testimonial.headline}
      </Headline>
      <blockquote className={`${block}__quote`}>
        <p {...tags('quote')}>“{testimonial.quote}”</p>
      </blockquote>
      <Person className={`${block}__person`}>
        <span {...tags('author')} className={`${block}__name`}>
          {testimonial.author}
        </span>
        <span {...tags('role')}>
          {shape === 'slide' ? `${testimonial.role}, ${testimonial.company}` : testimonial.role}
        </span>
        {shape === 'slide' && <WatchStoryLink testimonial={testimonial} />}
      </Person>
      {shape === 'card' && <WatchStoryLink testimonial={testimonial} />}
    </Root>
  );
}
