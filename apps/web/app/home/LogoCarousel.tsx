import type { Client } from '@tablogs/content';
import { Carousel } from '@tablogs/ui';
import { ContentImage } from '../sections/ContentImage';
import { LOGO_SIZES } from '../sections/imageSizes';

/** 8 logos per view on desktop, 5 at ≤ 1024 px (and ≤ 768 px), 2 at ≤ 480 px (spec §9). */
export const LOGO_SLIDES_PER_VIEW = { base: 2, 481: 5, 1025: 8 } as const;

export function LogoCarousel({ clients }: { clients: readonly Client[] }) {
  return (
    <Carousel
      label="Our clients"
      className="logo-carousel"
      slidesPerView={LOGO_SLIDES_PER_VIEW}
      mode="wrap"
      previousLabel="Previous clients"
      nextLabel="Next clients"
      slideLabel={(index, count) => `Client ${index + 1} of ${count}`}
    >
      {clients.map((client) => (
        <div key={client.id} className="logo-carousel__logo">
          <ContentImage
            className="tl-logo"
            image={client.logo}
            alt={client.name}
            sizes={LOGO_SIZES}
          />
        </div>
      ))}
    </Carousel>
  );
}
