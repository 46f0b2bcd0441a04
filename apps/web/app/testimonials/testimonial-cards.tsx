import type { Testimonial } from '@tablogs/content';
import { TestimonialQuote } from './testimonial-quote';

/** Every testimonial as a card: headline, quote, company logo, person and role. */
export function TestimonialCards({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="testimonial-cards">
      {testimonials.map((item) => (
        <TestimonialQuote key={item.id} testimonial={item} shape="card" />
      ))}
    </ul>
  );
}
