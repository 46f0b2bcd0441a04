import { z } from 'zod';
import { legalPageType, siteSettingsType } from './company-types';
import type { AnyContentType } from './define';
import { defineContentType } from './define';
import {
  date,
  html,
  image,
  json,
  oneOf,
  optional,
  order,
  pdf,
  symbol,
  symbols,
  text,
} from './fields';
import { FEATURE_CATEGORIES, FEATURE_PAGE_SLUGS, HEADLINE_GROUPS, HOME_TAB_NAMES } from './values';

// The content types of CONTENT-MODEL.md. CMS field names (typos included) live only here and in
// the mappers; pages get the clean domain objects of ../model/types.ts.

const featureFields = () => ({
  headline: symbol(),
  description: text(),
  featurePoints: optional(symbols()),
  image: image(),
  link: optional(symbol()),
  category: oneOf(FEATURE_CATEGORIES),
  order: order(),
});

export const featureType = defineContentType(
  'feature',
  'Feature (AU)',
  'headline',
  featureFields(),
);
export const featuresUsType = defineContentType(
  'featuresUs',
  'Feature (US)',
  'headline',
  featureFields(),
);
export const featuresEuType = defineContentType(
  'featuresEu',
  'Feature (EU)',
  'headline',
  featureFields(),
);
export const featuresSaType = defineContentType(
  'featuresSa',
  'Feature (SA)',
  'headline',
  featureFields(),
);

export const featurePagesType = defineContentType('featurePages', 'Feature page', 'heading', {
  slug: oneOf(FEATURE_PAGE_SLUGS),
  heading: symbol(),
  intro: text(),
  videoUrl: symbol(),
  videoTitle: symbol(),
  videoPoster: image(),
  order: order(),
});

const homeFields = () => ({
  tabName: oneOf(HOME_TAB_NAMES),
  headline: symbol(),
  description: text(),
  image: optional(image()),
  order: order(),
});

export const homePageType = defineContentType(
  'homePage',
  'Home section (AU)',
  'headline',
  homeFields(),
);
export const homePageUsType = defineContentType(
  'homePageUs',
  'Home section (US)',
  'headline',
  homeFields(),
);
export const homePageEuType = defineContentType(
  'homePageEu',
  'Home section (EU)',
  'headline',
  homeFields(),
);
export const homePageSaType = defineContentType(
  'homePageSa',
  'Home section (SA)',
  'headline',
  homeFields(),
);

const featureGridFields = () => ({
  feature_name: symbol(),
  clip_img: image(),
  content_title: symbol(),
  content_text: text(),
  order: order(),
});

export const featureGridAuType = defineContentType(
  'featureGridAu',
  'Feature card (AU)',
  'content_title',
  featureGridFields(),
);
export const featureGridUsType = defineContentType(
  'featureGridUs',
  'Feature card (US)',
  'content_title',
  featureGridFields(),
);
export const featureGridEuType = defineContentType(
  'featureGridEu',
  'Feature card (EU)',
  'content_title',
  featureGridFields(),
);
export const featureGridSaType = defineContentType(
  'featureGridSa',
  'Feature card (SA)',
  'content_title',
  featureGridFields(),
);

export const headlineItemsType = defineContentType('headlineItems', 'Headline item', 'headline', {
  group: oneOf(HEADLINE_GROUPS),
  headline: symbol(),
  description: text(),
  order: order(),
});

// The /how-it-works walk-through: a short summary for the step list and the step in detail.
export const workflowStepsType = defineContentType(
  'workflowSteps',
  'How it works step',
  'headline',
  {
    headline: symbol(),
    summary: text(),
    description: text(),
    featurePoints: optional(symbols()),
    image: image(),
    link: optional(symbol()),
    order: order(),
  },
);

export const clientsType = defineContentType('clients', 'Client', 'clientName', {
  clientName: symbol(),
  logo: image(),
  order: order(),
});

export const testimonialsType = defineContentType('testimonials', 'Testimonial', 'company', {
  company: symbol(),
  headline: symbol(),
  content: text(),
  from: symbol(),
  role: symbol(),
  companyLogo: image(),
  link: symbol(),
  order: order(),
});

export const tablabsFeaturesType = defineContentType('tablabsFeatures', 'TabLabs feature', 'name', {
  name: symbol(),
  description: text(),
  image: image(),
  order: order(),
});

export const blogType = defineContentType('blog', 'Blog post', 'title', {
  title: symbol(),
  blurb: text(),
  mainImage: image(),
  headerBannerImaage: image(),
  author: symbol(),
  date: date(),
  content2: html(),
  order: order(),
});

export const faqsType = defineContentType('faqs', 'FAQ', 'question', {
  question: symbol(),
  Answer2: html(),
  order: order(),
});

export const geotech101Type = defineContentType('geotech101', 'Geotech 101', 'question', {
  question: symbol(),
  answer: html(),
  order: order(),
});

// Contentful arrays hold only Symbols or links, and an email body is far longer than a Symbol,
// so `content` (a list of long texts) is declared as a JSON field holding the array.
export const newsletterType = defineContentType('newsletter', 'Newsletter', 'newsletterName', {
  newsletterName: symbol(),
  blurb: text(),
  image: image(),
  date: date(),
  content: json(z.array(z.string()).min(1, 'must hold the HTML email body')),
  order: order(),
});

export const productUpdatesType = defineContentType(
  'productUpdates',
  'Product update',
  'headline',
  {
    headline: symbol(),
    description: text(),
    releaseDate: date(),
    featurepoints: symbols(),
    order: order(),
  },
);

export const aboutType = defineContentType('about', 'About block', 'headline', {
  headline: symbol(),
  description: html(),
  image: optional(image()),
  order: order(),
});

export const teamType = defineContentType('team', 'Team member', 'name', {
  name: symbol(),
  role: symbol(),
  overview: text(),
  image: image(),
  order: order(),
});

export const teamOverviewType = defineContentType('teamOverview', 'Team overview', 'headline', {
  headline: symbol(),
  description: text(),
});

export const downloadsType = defineContentType('downloads', 'Download', 'heading', {
  heading: symbol(),
  blurb: text(),
  description: html(),
  image: image(),
  document: pdf(),
  order: order(),
});

export { legalPageType, siteSettingsType } from './company-types';

/** Every content type of the model, in CONTENT-MODEL.md order. */
export const CONTENT_TYPES: readonly AnyContentType[] = [
  featureType,
  featuresUsType,
  featuresEuType,
  featuresSaType,
  featurePagesType,
  homePageType,
  homePageUsType,
  homePageEuType,
  homePageSaType,
  featureGridAuType,
  featureGridUsType,
  featureGridEuType,
  featureGridSaType,
  headlineItemsType,
  workflowStepsType,
  clientsType,
  testimonialsType,
  tablabsFeaturesType,
  blogType,
  faqsType,
  geotech101Type,
  newsletterType,
  productUpdatesType,
  aboutType,
  teamType,
  teamOverviewType,
  downloadsType,
  legalPageType,
  siteSettingsType,
];

export function contentTypeDef(id: string): AnyContentType | undefined {
  return CONTENT_TYPES.find((type) => type.id === id);
}
