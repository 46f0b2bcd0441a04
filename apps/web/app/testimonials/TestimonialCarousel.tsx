import type { Testimonial } from '@tablogs/content';
import { Carousel } from '@tablogs/ui';
import { ContentImage } from '../sections/ContentImage';
import { LOGO_SIZES } from '../sections/imageSizes';
import { WatchStoryLink } from './WatchStoryLink';

/** One testimonial at a time; previous is hidden on the first and next on the last. */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <Carousel
      label="What our clients say"
      className="testimonial-slider"
      mode="hide"
      previousLabel="Previous testimonial"
      nextLabel="Next testimonial"
      slideLabel={(index, count) => `Testimonial ${index + 1} of ${count}`}
    >
      {testimonials.map((item) => (
        <figure key={item.id} className="testimonial-slide">
          <ContentImage
            className="tl-logo testimonial-slide__logo"
            image={item.companyLogo}
            alt={item.company}
            sizes={LOGO_SIZES}
          />
          <p className="testimonial-slide__headline">{item.headline}</p>
          <blockquote className="testimonial-slide__quote">
            <p>“{item.quote}”</p>
          </blockquote>
          <figcaption className="testimonial-slide__person">
            <span className="testimonial-slide__name">{item.author}</span>
            <span>
              {item.role}, {item.company}
            </span>
          </figcaption>
          <WatchStoryLink testimonial={item} />
        </figure>
      ))}
    </Carousel>
  );
}
