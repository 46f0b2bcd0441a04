import type {
  FeatureCategory,
  FeatureContentType,
  FeaturePageSlug,
  HeadlineGroup,
  HomeTabName,
  LegalPageSlug,
  OfficeCountry,
} from '../schema/values';

// Clean domain objects handed to pages. Every HTML string here is already sanitised.

/** An image asset. `url` is `/content/<file>` (embedded) or an `https:` CDN URL (Contentful). */
export interface Image {
  id: string;
  url: string;
  width: number;
  height: number;
  alt: string;
  contentType: string;
}

/** A downloadable file (the PDFs of downloads). */
export interface FileAsset {
  id: string;
  url: string;
  fileName: string;
  title: string;
  contentType: string;
  size: number;
}

export interface Feature {
  id: string;
  headline: string;
  description: string;
  featurePoints: string[];
  image: Image;
  link: string | null;
  category: FeatureCategory;
  order: number;
  /** The regional content type this block came from (after fallback). */
  contentType: FeatureContentType;
}

export interface FeaturePage {
  id: string;
  slug: FeaturePageSlug;
  heading: string;
  intro: string;
  video: { url: string; title: string; poster: Image };
  order: number;
}

export interface HomeSection {
  id: string;
  tabName: HomeTabName;
  headline: string;
  description: string;
  image: Image | null;
  order: number;
}

export interface FeatureCard {
  id: string;
  /** Stable key such as `field_logging`. */
  key: string;
  image: Image;
  title: string;
  text: string;
  order: number;
}

export interface HeadlineItem {
  id: string;
  group: HeadlineGroup;
  headline: string;
  description: string;
  order: number;
}

/** One step of /how-it-works: the summary lists it, the rest details it. */
export interface WorkflowStep {
  id: string;
  headline: string;
  summary: string;
  description: string;
  featurePoints: string[];
  image: Image;
  /** Site path of the feature page that covers the step, if any. */
  link: string | null;
  order: number;
}

export interface Client {
  id: string;
  name: string;
  logo: Image;
  order: number;
}

export interface Testimonial {
  id: string;
  company: string;
  headline: string;
  quote: string;
  author: string;
  role: string;
  companyLogo: Image;
  /** Video URL; null when the CMS holds `#` (no video). */
  link: string | null;
  order: number;
}

export interface TablabsFeature {
  id: string;
  name: string;
  description: string;
  image: Image;
  order: number;
}

export interface BlogPost {
  id: string;
  /** Canonical URL segment made from the title. */
  slug: string;
  title: string;
  blurb: string;
  mainImage: Image;
  bannerImage: Image;
  author: string;
  /** Calendar date `YYYY-MM-DD`. */
  date: string;
  html: string;
  order: number;
}

/** What a list or sidebar shows of a post (not its body). */
export type BlogPostSummary = Pick<
  BlogPost,
  'id' | 'slug' | 'title' | 'blurb' | 'author' | 'date' | 'mainImage'
>;

export interface Faq {
  id: string;
  question: string;
  answerHtml: string;
  order: number;
}

export interface Newsletter {
  id: string;
  /**
   * The `/resources/newsletters/{index}` segment: 0 for the oldest edition by date, counting up,
   * so a number stays with its edition when newer ones arrive.
   */
  index: number;
  name: string;
  blurb: string;
  image: Image;
  date: string;
  /** Full sanitised email document, for a sandboxed iframe's `srcdoc`. */
  html: string;
  order: number;
}

export interface ProductUpdate {
  id: string;
  headline: string;
  description: string;
  releaseDate: string;
  featurePoints: string[];
  order: number;
}

export interface AboutBlock {
  id: string;
  headline: string;
  html: string;
  image: Image | null;
  order: number;
}

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  overview: string;
  image: Image;
  order: number;
}

export interface TeamOverview {
  id: string;
  headline: string;
  description: string;
}

export interface Download {
  id: string;
  slug: string;
  heading: string;
  blurb: string;
  descriptionHtml: string;
  image: Image;
  document: FileAsset;
  order: number;
}

export interface LegalSection {
  /** 1-based position: sections are numbered by position. */
  number: number;
  heading: string;
  html: string;
}

export interface LegalPage {
  id: string;
  slug: LegalPageSlug;
  title: string;
  lastUpdated: string;
  introHtml: string;
  sections: LegalSection[];
}

export interface Office {
  region: string;
  countryCode: OfficeCountry;
  lines: string[];
  phone: string;
  email: string;
}

/** Who the company is and how to reach it: the one statement of these facts on the site. */
export interface CompanyFacts {
  legalName: string;
  abn: string;
  /** The office whose address is the registered (postal) address. */
  registeredOffice: Office;
  /** Role → address, e.g. `privacy` → `privacy@…`. */
  emails: Record<string, string>;
}

export interface SiteSettings {
  company: CompanyFacts;
  /** The AU office's phone: the header number of the AU region. */
  phoneAu: string;
  /** The US office's phone: the header number of every other region. */
  phoneUs: string;
  loginUrl: string;
  systemStatusUrl: string;
  euDisputeResolutionUrl: string;
  appStoreUrl: string;
  playStoreUrl: string;
  social: { label: string; url: string }[];
  offices: Office[];
  statistics: { value: string; label: string }[];
  boreholesBadge: string;
  legacyToolName: string;
  legacyToolSupportEnds: number;
  switchNowPitches: { title: string; text: string }[];
  switchNowTimeline: { value: string; label: string }[];
  discoveryPromo: { headline: string; text: string };
}
