import { defineContentType } from './define';
import { image, oneOf, optional, order, symbol, symbols, text } from './fields';
import { FEATURE_CATEGORIES, FEATURE_PAGE_SLUGS, HEADLINE_GROUPS, HOME_TAB_NAMES } from './values';

// The product pages' content types: features, feature pages, home sections and feature cards (one
// type per region for the regional ones), headline items, the how-it-works steps and TabLabs.

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

export const tablabsFeaturesType = defineContentType('tablabsFeatures', 'TabLabs feature', 'name', {
  name: symbol(),
  description: text(),
  image: image(),
  order: order(),
});
