import {
  aboutType,
  legalPageType,
  siteSettingsType,
  teamOverviewType,
  teamType,
} from './company-types';
import { clientsType, testimonialsType } from './customer-types';
import type { AnyContentType } from './define';
import {
  featureGridAuType,
  featureGridEuType,
  featureGridSaType,
  featureGridUsType,
  featurePagesType,
  featuresEuType,
  featuresSaType,
  featuresUsType,
  featureType,
  headlineItemsType,
  homePageEuType,
  homePageSaType,
  homePageType,
  homePageUsType,
  tablabsFeaturesType,
  workflowStepsType,
} from './product-types';
import {
  blogType,
  downloadsType,
  faqsType,
  geotech101Type,
  newsletterType,
  productUpdatesType,
} from './resource-types';

// The content types of CONTENT-MODEL.md, declared by content area in the *-types.ts files beside
// this one. CMS field names (typos included) live only there and in the mappers; pages get the
// clean domain objects of ../model/types.ts.

export * from './company-types';
export * from './customer-types';
export * from './product-types';
export * from './resource-types';

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
