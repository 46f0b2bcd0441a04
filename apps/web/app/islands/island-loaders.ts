/**
 * Every island of the site (island.tsx), by the name its HTML carries: the client entry loads
 * each island's component with import(), so the page's own JavaScript is React DOM and this list,
 * and a page fetches only the islands it has (docs/decisions/0032).
 */
export const islandLoaders = {
  SiteHeader: () => import('../shell/header/site-header').then((module) => module.SiteHeader),
  MarketingScripts: () =>
    import('../analytics/marketing-scripts').then((module) => module.MarketingScripts),
  ClientLogos: () => import('../home/logo-carousel').then((module) => module.LogoCarousel),
  FeatureExplorer: () =>
    import('../home/feature-explorer').then((module) => module.FeatureExplorer),
  TestimonialSlider: () =>
    import('../testimonials/testimonial-carousel').then((module) => module.TestimonialCarousel),
  VideoStories: () =>
    import('../testimonials/video-carousel').then((module) => module.VideoCarousel),
  FeatureVideo: () => import('../features/feature-video').then((module) => module.FeatureVideo),
  TablabsFeatureList: () =>
    import('../tablabs/tablabs-feature-list').then((module) => module.TablabsFeatureList),
  GetStartedForm: () =>
    import('../leads/forms/get-started-form').then((module) => module.GetStartedForm),
  ContactForm: () => import('../leads/forms/contact-form').then((module) => module.ContactForm),
  NewsletterSignup: () =>
    import('../leads/sections/newsletter-signup').then((module) => module.NewsletterSignup),
  DownloadForm: () => import('../leads/forms/download-form').then((module) => module.DownloadForm),
  DiscoveryCallBooking: () =>
    import('../discovery/discovery-call-booking').then((module) => module.DiscoveryCallBooking),
  FaqAccordion: () => import('../resources/faq-accordion').then((module) => module.FaqAccordion),
  EmailFrame: () =>
    import('../resources/newsletters/email-frame').then((module) => module.EmailFrame),
  DownloadView: () =>
    import('../resources/downloads/download-view').then((module) => module.DownloadView),
  LoggingPricing: () =>
    import('../pricing/calculators/logging-pricing').then((module) => module.LoggingPricing),
  LabPricing: () =>
    import('../pricing/calculators/lab-pricing').then((module) => module.LabPricing),
};

export type IslandName = keyof typeof islandLoaders;
