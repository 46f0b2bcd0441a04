import type { Testimonial } from '@tablogs/content';
import { Carousel } from '@tablogs/ui';
import { TestimonialQuote } from './testimonial-quote';

/** One testimonial at a time; previous is hidden on the first and next on the last. */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <Carousel
      label="What our clients say"
      className="testimonial-slider"
      mode="hide"
      slideName="Testimonial"
    >
      {testimonials.map((item) => (
        <TestimonialQuote key={item.id} testimonial={item} shape="slide" />
      ))}
    </Carousel>
  );
}
