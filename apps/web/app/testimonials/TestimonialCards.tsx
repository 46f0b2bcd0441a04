import type { Testimonial } from '@tablogs/content';
import { ContentImage } from '../sections/ContentImage';
import { LOGO_SIZES } from '../sections/imageSizes';
import { WatchStoryLink } from './WatchStoryLink';

/** Every testimonial as a card: headline, quote, company logo, person and role. */
export function TestimonialCards({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="testimonial-cards">
      {testimonials.map((item) => (
        <li key={item.id} className="testimonial-card">
          <ContentImage
            className="tl-logo testimonial-card__logo"
            image={item.companyLogo}
            alt={item.company}
            sizes={LOGO_SIZES}
          />
          <h3 className="testimonial-card__headline">{item.headline}</h3>
          <blockquote className="testimonial-card__quote">
            <p>“{item.quote}”</p>
          </blockquote>
          <p className="testimonial-card__person">
            <span className="testimonial-card__name">{item.author}</span>
            <span>{item.role}</span>
          </p>
          <WatchStoryLink testimonial={item} />
        </li>
      ))}
    </ul>
  );
}
