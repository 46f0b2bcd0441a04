import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { permanentRedirects } from '@tablogs/server/redirects';

export default [
  // Home and product pages (docs/decisions/0013-routes-and-redirects.md).
  index('routes/pages/home.tsx'),
  route('features', 'routes/pages/feature-page.tsx', { id: 'features' }),
  ...['app', 'dashboard', 'manage', 'visualise', 'database'].map((slug) =>
    route(`features/${slug}`, 'routes/pages/feature-page.tsx', { id: `features/${slug}` }),
  ),
  route('how-it-works', 'routes/pages/how-it-works.tsx'),
  route('tablabs', 'routes/pages/tablabs.tsx'),
  route('pricing/tablogs', 'routes/pricing-tablogs.tsx'),
  route('pricing/tablabs', 'routes/pricing-tablabs.tsx'),
  // Rendered on request from the calculators' query (decision 0056): never prerendered.
  route('pricing/quote', 'routes/pricing-quote.tsx'),
  route('about', 'routes/pages/about.tsx'),
  route('about/client-testimonials', 'routes/pages/client-testimonials.tsx'),
  route('discovery-call', 'routes/pages/discovery-call.tsx'),
  route('switch-now', 'routes/pages/switch-now.tsx'),

  // Lead pages (decision 0013): contact, free quote / trial and the thank-you page after a lead.
  route('contact-us', 'routes/forms/contact-us.tsx'),
  route('free-quote', 'routes/forms/free-quote.tsx'),
  route('final-step', 'routes/forms/final-step.tsx'),
  // A form posted without JavaScript (decision 0034): the form again with its errors, rendered
  // on request; once stored, a prerendered confirmation (noindex) the post redirects to.
  route('forms/:form', 'routes/forms/form-post.tsx'),
  route('forms/contact/sent', 'routes/forms/form-sent.tsx', { id: 'forms/contact/sent' }),
  route('forms/newsletter/sent', 'routes/forms/form-sent.tsx', { id: 'forms/newsletter/sent' }),
  route('forms/download/sent/:document', 'routes/forms/form-sent.tsx', {
    id: 'forms/download/sent',
  }),

  route('terms-of-use', 'routes/pages/legal-page.tsx', { id: 'terms-of-use' }),
  route('privacy-policy', 'routes/pages/legal-page.tsx', { id: 'privacy-policy' }),

  // Resources (decision 0013): blog, FAQs, Geotech 101, newsletters, product updates, downloads.
  route('resources/blog', 'routes/resources/blog.tsx'),
  // Numbered pages of the long lists, page 2 on (decision 0038).
  route('resources/blog/page/:page', 'routes/resources/blog.tsx', { id: 'blog-page' }),
  route('resources/blog/rss.xml', 'routes/resources/blog-rss.ts'),
  route('resources/blog/:id', 'routes/resources/blog-post.tsx'),
  route('resources/faqs', 'routes/resources/faq-page.tsx', { id: 'faqs' }),
  route('resources/geotech-101', 'routes/resources/faq-page.tsx', { id: 'geotech-101' }),
  route('resources/newsletters', 'routes/resources/newsletters.tsx'),
  route('resources/newsletters/page/:page', 'routes/resources/newsletters.tsx', {
    id: 'newsletters-page',
  }),
  route('resources/newsletters/:index', 'routes/resources/newsletter.tsx'),
  route('resources/product-updates', 'routes/resources/product-updates.tsx'),
  route('resources/product-updates/page/:page', 'routes/resources/product-updates.tsx', {
    id: 'product-updates-page',
  }),
  route('resources/downloads', 'routes/resources/downloads.tsx'),
  route('resources/downloads/page/:page', 'routes/resources/downloads.tsx', {
    id: 'downloads-page',
  }),
  route('resources/downloads/:id', 'routes/resources/download.tsx'),

  // Old spellings and paths still linked from elsewhere (decision 0013).
  ...Object.keys(permanentRedirects).map((from) =>
    route(from.slice(1), 'routes/site-files/permanent-redirect.tsx', { id: `redirect:${from}` }),
  ),

  // Search engines (issue 9): prerendered to files like the pages.
  route('sitemap.xml', 'routes/site-files/sitemap.ts'),
  route('robots.txt', 'routes/site-files/robots.ts'),
  // Title paths of posts and downloads → slug URLs, for the server's 301s (decision 0038).
  route('title-redirects.json', 'routes/site-files/title-redirects.ts'),

  route('api/region', 'routes/api/region.ts'),
  route('api/xsrf-token', 'routes/api/xsrf-token.ts'),
  route('api/internal/:form', 'routes/api/internal-form.ts'),
  route('*', 'routes/pages/not-found.tsx'),
] satisfies RouteConfig;
