import { ContentError } from '../errors';
import { slugify } from '../format/slug';
import { expandFactTokens, type FactTokens } from '../html/company-facts';
import { renderHtmlField, sanitizeEmail } from '../html/sanitize';
import type {
  AboutBlock,
  BlogPost,
  Client,
  Download,
  Faq,
  Feature,
  FeatureCard,
  FeaturePage,
  HeadlineItem,
  HomeSection,
  LegalPage,
  Newsletter,
  ProductUpdate,
  SiteSettings,
  TablabsFeature,
  TeamMember,
  TeamOverview,
  Testimonial,
  WorkflowStep,
} from '../model/types';
import type * as types from '../schema/content-types';
import type { AnyContentType, FieldsOf } from '../schema/define';
import type { FeatureContentType, OfficeCountry } from '../schema/values';
import type { MapContext } from './map-entries';

// CDA fields → domain objects. CMS names (typos included) stop here.

type F<K extends keyof typeof types> = FieldsOf<(typeof types)[K] & AnyContentType>;

export const mapFeature =
  (contentType: FeatureContentType) =>
  (f: F<'featureType'>, c: MapContext): Feature => ({
    id: c.entry.sys.id,
    headline: f.headline,
    description: f.description,
    featurePoints: f.featurePoints ?? [],
    image: c.resolve.image(f.image, c.at('image')),
    link: f.link ?? null,
    category: f.category,
    order: f.order,
    contentType,
  });

export const mapFeaturePage = (f: F<'featurePagesType'>, c: MapContext): FeaturePage => ({
  id: c.entry.sys.id,
  slug: f.slug,
  heading: f.heading,
  intro: f.intro,
  video: {
    url: f.videoUrl,
    title: f.videoTitle,
    poster: c.resolve.image(f.videoPoster, c.at('videoPoster')),
  },
  order: f.order,
});

export const mapHomeSection = (f: F<'homePageType'>, c: MapContext): HomeSection => ({
  id: c.entry.sys.id,
  tabName: f.tabName,
  headline: f.headline,
  description: f.description,
  image: f.image ? c.resolve.image(f.image, c.at('image')) : null,
  order: f.order,
});

export const mapFeatureCard = (f: F<'featureGridAuType'>, c: MapContext): FeatureCard => ({
  id: c.entry.sys.id,
  key: f.feature_name,
  image: c.resolve.image(f.clip_img, c.at('clip_img')),
  title: f.content_title,
  text: f.content_text,
  order: f.order,
});

export const mapHeadlineItem = (f: F<'headlineItemsType'>, c: MapContext): HeadlineItem => ({
  id: c.entry.sys.id,
  group: f.group,
  headline: f.headline,
  description: f.description,
  order: f.order,
});

export const mapWorkflowStep = (f: F<'workflowStepsType'>, c: MapContext): WorkflowStep => ({
  id: c.entry.sys.id,
  headline: f.headline,
  summary: f.summary,
  description: f.description,
  featurePoints: f.featurePoints ?? [],
  image: c.resolve.image(f.image, c.at('image')),
  link: f.link ?? null,
  order: f.order,
});

export const mapClient = (f: F<'clientsType'>, c: MapContext): Client => ({
  id: c.entry.sys.id,
  name: f.clientName,
  logo: c.resolve.image(f.logo, c.at('logo')),
  order: f.order,
});

export const mapTestimonial = (f: F<'testimonialsType'>, c: MapContext): Testimonial => ({
  id: c.entry.sys.id,
  company: f.company,
  headline: f.headline,
  quote: f.content,
  author: f.from,
  role: f.role,
  companyLogo: c.resolve.image(f.companyLogo, c.at('companyLogo')),
  link: f.link === '#' ? null : f.link,
  order: f.order,
});

export const mapTablabsFeature = (f: F<'tablabsFeaturesType'>, c: MapContext): TablabsFeature => ({
  id: c.entry.sys.id,
  name: f.name,
  description: f.description,
  image: c.resolve.image(f.image, c.at('image')),
  order: f.order,
});

export const mapBlogPost = (f: F<'blogType'>, c: MapContext): BlogPost => ({
  id: c.entry.sys.id,
  slug: slugify(f.title),
  title: f.title,
  blurb: f.blurb,
  mainImage: c.resolve.image(f.mainImage, c.at('mainImage')),
  bannerImage: c.resolve.image(f.headerBannerImaage, c.at('headerBannerImaage')),
  author: f.author,
  date: f.date.slice(0, 10),
  html: renderHtmlField(f.content2),
  order: f.order,
});

export const mapFaq = (f: F<'faqsType'>, c: MapContext): Faq => ({
  id: c.entry.sys.id,
  question: f.question,
  answerHtml: renderHtmlField(f.Answer2),
  order: f.order,
});

export const mapGeotech101 = (f: F<'geotech101Type'>, c: MapContext): Faq => ({
  id: c.entry.sys.id,
  question: f.question,
  answerHtml: renderHtmlField(f.answer),
  order: f.order,
});

/** `tokens`: the company facts, when any edition names them (null when none does). */
export const mapNewsletter =
  (tokens: FactTokens | null) =>
  (f: F<'newsletterType'>, c: MapContext): Omit<Newsletter, 'index'> => ({
    id: c.entry.sys.id,
    name: f.newsletterName,
    blurb: f.blurb,
    image: c.resolve.image(f.image, c.at('image')),
    date: f.date.slice(0, 10),
    html: sanitizeEmail(expandFactTokens(f.content[0] ?? '', tokens, c.at('content'))),
    order: f.order,
  });

export const mapProductUpdate = (f: F<'productUpdatesType'>, c: MapContext): ProductUpdate => ({
  id: c.entry.sys.id,
  headline: f.headline,
  description: f.description,
  releaseDate: f.releaseDate.slice(0, 10),
  featurePoints: f.featurepoints,
  order: f.order,
});

export const mapAboutBlock = (f: F<'aboutType'>, c: MapContext): AboutBlock => ({
  id: c.entry.sys.id,
  headline: f.headline,
  html: renderHtmlField(f.description),
  image: f.image ? c.resolve.image(f.image, c.at('image')) : null,
  order: f.order,
});

export const mapTeamMember = (f: F<'teamType'>, c: MapContext): TeamMember => ({
  id: c.entry.sys.id,
  name: f.name,
  role: f.role,
  overview: f.overview,
  image: c.resolve.image(f.image, c.at('image')),
  order: f.order,
});

export const mapTeamOverview = (f: F<'teamOverviewType'>, c: MapContext): TeamOverview => ({
  id: c.entry.sys.id,
  headline: f.headline,
  description: f.description,
});

export const mapDownload = (f: F<'downloadsType'>, c: MapContext): Download => ({
  id: c.entry.sys.id,
  slug: slugify(f.heading),
  heading: f.heading,
  blurb: f.blurb,
  descriptionHtml: renderHtmlField(f.description),
  image: c.resolve.image(f.image, c.at('image')),
  document: c.resolve.document(f.document, c.at('document')),
  order: f.order,
});

/** `tokens`: the company facts, when any legal page names them (null when none does). */
export const mapLegalPage =
  (tokens: FactTokens | null) =>
  (f: F<'legalPageType'>, c: MapContext): LegalPage => {
    const withFacts = (field: string) => (html: string) =>
      expandFactTokens(html, tokens, c.at(field));
    return {
      id: c.entry.sys.id,
      slug: f.slug,
      title: f.title,
      lastUpdated: f.lastUpdated.slice(0, 10),
      introHtml: renderHtmlField(f.intro, withFacts('intro')),
      sections: f.sections.map((section, position) => ({
        number: position + 1,
        heading: section.heading,
        html: renderHtmlField(section.body, withFacts(`sections.${position}.body`)),
      })),
    };
  };

/** Site settings with the company facts gathered, and the header phones taken from the offices. */
export const mapSiteSettings = (f: F<'siteSettingsType'>, c: MapContext): SiteSettings => {
  const { legalName, abn, registeredOffice, emails, ...rest } = f;
  const officeIn = (country: OfficeCountry, field: string) => {
    const office = f.offices.find((candidate) => candidate.countryCode === country);
    if (!office) throw new ContentError(`no office with countryCode "${country}"`, c.at(field));
    return office;
  };
  return {
    ...rest,
    company: {
      legalName,
      abn,
      registeredOffice: officeIn(registeredOffice, 'registeredOffice'),
      emails,
    },
    phoneAu: officeIn('AU', 'offices').phone,
    phoneUs: officeIn('US', 'offices').phone,
  };
};
