// `@tablogs/content/structured-data`: schema.org structured data for Google rich results from
// the site's content, one builder per kind of node. Every URL in the output is absolute and every
// date ISO 8601. The rules every block must meet are in rich-results.ts, beside the builders but
// not exported here: they have their own entry (`@tablogs/content/structured-data/rich-results`)
// for the unit tests and the built-site check (apps/web e2e/quality/site-quality.spec.ts); page code,
// which this index feeds, must not import them. The app's pricing pages build their Product and
// SoftwareApplication nodes from @tablogs/pricing with the shared parts below.
export { blogPostingJsonLd } from './article';
export { faqPageJsonLd } from './faq';
export {
  absolute,
  BRAND,
  type JsonLdNode,
  organizationId,
  SCHEMA_CONTEXT,
} from './schema';
export { breadcrumbListJsonLd, type Crumb, organizationJsonLd, websiteJsonLd } from './site';
