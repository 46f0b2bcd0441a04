// One 1200×630 social card per site section (Open Graph and Twitter). The table is shared by
// the pages' meta tags (app) and the build step that draws the PNGs (scripts/og-images.mjs).

export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

/**
 * @typedef {{ title: string, tagline: string, illustration: string, alt: string }} SocialSection
 * `illustration` is a file of packages/content/embedded/files.
 */

export const SOCIAL_SECTIONS = /** @type {const} */ ({
  home: {
    title: 'Borehole logs, from the field to the report',
    tagline: 'Cloud logging software for geotechnical engineers',
    illustration: 'illus-hero.svg',
    alt: 'TabLogs: a field tablet syncing a borehole log to the cloud',
  },
  features: {
    title: 'Log in the field, report in the office',
    tagline: 'TabLogs features for site investigation teams',
    illustration: 'illus-field-tablet.svg',
    alt: 'TabLogs features: logging boreholes on a field tablet',
  },
  tablabs: {
    title: 'TabLabs: the lab system for materials testing',
    tagline: 'Work orders, scheduling and test reports in one place',
    illustration: 'illus-lab-reports.svg',
    alt: 'TabLabs: laboratory test reports for construction materials',
  },
  pricing: {
    title: 'Simple pricing with unlimited users',
    tagline: 'Price your volume and start a free trial',
    illustration: 'illus-report-templates.svg',
    alt: 'TabLogs pricing: plans for every logging volume',
  },
  blog: {
    title: 'The TabLogs blog',
    tagline: 'Practical notes on logging, testing and reporting',
    illustration: 'illus-borehole-log.svg',
    alt: 'The TabLogs blog: articles on borehole logging practice',
  },
  resources: {
    title: 'Resources for geotechnical teams',
    tagline: 'FAQs, Geotech 101, newsletters, product updates and downloads',
    illustration: 'illus-database.svg',
    alt: 'TabLogs resources: guides, FAQs and downloads',
  },
  about: {
    title: 'About TabLogs',
    tagline: 'Built by engineers who logged boreholes on paper',
    illustration: 'illus-project-planning.svg',
    alt: 'About TabLogs: the team and its story',
  },
  contact: {
    title: 'Talk to the TabLogs team',
    tagline: 'Book a discovery call, ask for a quote or start a trial',
    illustration: 'illus-api-sync.svg',
    alt: 'Contact TabLogs: book a call or ask for a quote',
  },
});

/** @typedef {keyof typeof SOCIAL_SECTIONS} SocialSectionId */

/** First path segment (or first two) → section; anything else shares the home card. */
const SECTION_BY_PREFIX = /** @type {const} */ ([
  ['/resources/blog', 'blog'],
  ['/resources', 'resources'],
  ['/pricing/tablabs', 'tablabs'],
  ['/pricing', 'pricing'],
  ['/tablabs', 'tablabs'],
  ['/features', 'features'],
  ['/how-it-works', 'features'],
  ['/switch-now', 'features'],
  ['/about', 'about'],
  ['/contact-us', 'contact'],
  ['/free-quote', 'contact'],
  ['/discovery-call', 'contact'],
  ['/final-step', 'contact'],
]);

/**
 * The section whose card a page shows.
 * @param {string} pathname
 * @returns {SocialSectionId}
 */
export function socialSectionOf(pathname) {
  const match = SECTION_BY_PREFIX.find(
    ([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return match ? match[1] : 'home';
}

/**
 * Path of a section's card in the built site.
 * @param {SocialSectionId} section
 */
export function socialCardPath(section) {
  return `/og/${section}.png`;
}
