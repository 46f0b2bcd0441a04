import { z } from 'zod';
import { defineContentType } from './define';
import { date, html, image, integer, json, oneOf, optional, order, symbol, text } from './fields';
import { LEGAL_PAGE_SLUGS, OFFICE_COUNTRIES } from './values';

// The company's own content types: the about page and the team, the legal pages, and the site
// settings, which hold the company facts those pages name (see html/company-facts.ts).

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

const nonEmpty = z.string().trim().min(1, 'must not be empty');

export const legalPageType = defineContentType('legalPage', 'Legal page', 'title', {
  slug: oneOf(LEGAL_PAGE_SLUGS),
  title: symbol(),
  lastUpdated: date(),
  intro: html(),
  sections: json(z.array(z.object({ heading: nonEmpty, body: nonEmpty })).min(1)),
});

const labelledUrl = z.object({ label: nonEmpty, url: z.url() });
const office = z.object({
  region: nonEmpty,
  /** The office's country: its phone is the header number of the regions it serves. */
  countryCode: z.enum(OFFICE_COUNTRIES),
  lines: z.array(nonEmpty).min(1),
  phone: nonEmpty,
  email: z.email(),
});
const valueLabel = z.object({ value: nonEmpty, label: nonEmpty });
const titledText = z.object({ title: nonEmpty, text: nonEmpty });

// The company facts (legal name, offices, phones, emails) are stated once, here; legal pages and
// newsletters name them with {{…}} tokens (html/company-facts.ts) instead of repeating them.
export const siteSettingsType = defineContentType('siteSettings', 'Site settings', 'loginUrl', {
  legalName: symbol(),
  abn: symbol(),
  registeredOffice: oneOf(OFFICE_COUNTRIES),
  emails: json(z.record(z.string().regex(/^[a-z]+$/, 'keys are lower-case words'), z.email())),
  loginUrl: symbol(),
  systemStatusUrl: symbol(),
  euDisputeResolutionUrl: symbol(),
  appStoreUrl: symbol(),
  playStoreUrl: symbol(),
  social: json(z.array(labelledUrl)),
  offices: json(
    z
      .array(office)
      .refine(
        (offices) =>
          OFFICE_COUNTRIES.every(
            (code) => offices.filter((o) => o.countryCode === code).length === 1,
          ),
        `must hold exactly one office for each of ${OFFICE_COUNTRIES.join(', ')}`,
      ),
  ),
  statistics: json(z.array(valueLabel).min(1)),
  boreholesBadge: symbol(),
  legacyToolName: symbol(),
  legacyToolSupportEnds: integer(),
  switchNowPitches: json(z.array(titledText).length(4)),
  switchNowTimeline: json(z.array(valueLabel).length(4)),
  discoveryPromo: json(z.object({ headline: nonEmpty, text: nonEmpty })),
});
