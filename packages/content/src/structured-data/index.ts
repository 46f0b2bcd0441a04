// schema.org structured data for Google rich results, one builder per kind of node. Every URL
// in the output is absolute and every date ISO 8601. The rules every block must meet are in
// rich-results.ts, beside the builders but not exported here: the unit tests and the built-site
// check (e2e/site-quality.spec.ts) import them, and page code, which this index feeds, must not.
export { blogPostingJsonLd } from './article';
export { faqPageJsonLd } from './faq';
export {
  openingOffers,
  PRICE_CURRENCY,
  type ProductName,
  type ProductPageInput,
  productJsonLd,
  type SoftwareOffer,
  softwareApplicationJsonLd,
} from './product';
export type { JsonLdNode } from './schema';
export { breadcrumbListJsonLd, type Crumb, organizationJsonLd, websiteJsonLd } from './site';
