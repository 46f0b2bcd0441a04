import type { Client } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { Carousel } from '@tablogs/ui';
import { CompanyLogo } from '../testimonials/company-logo';

/** 8 logos per view on desktop, 5 at ≤ 1024 px (and ≤ 768 px), 2 at ≤ 480 px (decision 0016). */
export const LOGO_SLIDES_PER_VIEW = { base: 2, 481: 5, 1025: 8 } as const;

export function LogoCarousel({ clients }: { clients: readonly Client[] }) {
  return (
    <Carousel
      label="Our clients"
      className="logo-carousel"
      mode="wrap"
      slidesPerView={LOGO_SLIDES_PER_VIEW}
      slideName="Client"
      // An arrow moves a whole view of logos.
      previousLabel="Previous clients"
      nextLabel="Next clients"
    >
      {clients.map((client) => (
        <div key={client.id} className="logo-carousel__logo">
          <CompanyLogo
            image={client.logo}
            company={client.name}
            tags={tagsOf('client', client, 'logo')}
          />
        </div>
      ))}
    </Carousel>
  );
}
