import { embeddedImage, getContent, isPreviewRequest } from '@tablogs/content/server';
import { loadRegionVariants } from '../region/region-variant-groups';

/** The video carousel holds this many stories (docs/decisions/0016-screens-copy-and-formats.md). */
const VIDEO_COUNT = 5;

export async function loadClientTestimonials() {
  const content = getContent();
  const [testimonials, clients, settings, lead] = await Promise.all([
    content.testimonials(),
    content.clients(),
    content.siteSettings(),
    // The home page's testimonials lead, in each region's wording.
    loadRegionVariants(async (region) => {
      const sections = await content.homeSections(region);
      const section = sections.find((each) => each.tabName === 'testimonials');
      // The entry's id only in a draft preview (its tags): visitors' data stays as it was.
      const text = section?.description ?? '';
      return isPreviewRequest() && section ? { text, id: section.id } : text;
    }),
  ]);
  const withVideo = testimonials.filter((item) => item.link !== null).slice(0, VIDEO_COUNT);
  // The n-th story's cover is poster-testimonial-n.
  const videos = await Promise.all(
    withVideo.map(async (item, index) => ({
      id: item.id,
      company: item.company,
      headline: item.headline,
      url: item.link as string,
      poster: await embeddedImage(`poster-testimonial-${index + 1}`),
    })),
  );
  return {
    videos,
    testimonials,
    clients,
    lead,
    discoveryPromo: settings.discoveryPromo,
  };
}
