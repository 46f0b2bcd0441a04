// Which Contentful field holds each property of a domain object (src/model/types.ts), by the kind
// of object. Inspector mode tags (preview-tags.ts) name these fields, so the editor opens the field
// a piece of the page came from; the mappers (src/mapping/mappers.ts) read the same fields.

/** The locale every entry is served and tagged in (the space has one). */
export const PREVIEW_LOCALE = 'en-US';

export const PREVIEW_FIELDS = {
  blogPost: {
    title: 'title',
    blurb: 'blurb',
    html: 'content2',
    mainImage: 'mainImage',
    bannerImage: 'headerBannerImaage',
    author: 'author',
    date: 'date',
  },
  faq: { question: 'question', answerHtml: 'Answer2' },
  geotech101: { question: 'question', answerHtml: 'answer' },
  legalPage: {
    title: 'title',
    lastUpdated: 'lastUpdated',
    introHtml: 'intro',
    sections: 'sections',
  },
  homeSection: { headline: 'headline', description: 'description', image: 'image' },
  featureCard: { title: 'content_title', text: 'content_text', image: 'clip_img' },
  feature: {
    headline: 'headline',
    description: 'description',
    featurePoints: 'featurePoints',
    image: 'image',
  },
  featurePage: { heading: 'heading', intro: 'intro', poster: 'videoPoster' },
  workflowStep: {
    headline: 'headline',
    summary: 'summary',
    description: 'description',
    featurePoints: 'featurePoints',
    image: 'image',
  },
  headlineItem: { headline: 'headline', description: 'description' },
  client: { name: 'clientName', logo: 'logo' },
  testimonial: {
    company: 'company',
    headline: 'headline',
    quote: 'content',
    author: 'from',
    role: 'role',
    companyLogo: 'companyLogo',
    link: 'link',
  },
  tablabsFeature: { name: 'name', description: 'description', image: 'image' },
  // `html` is the email body (a JSON list of HTML documents), shown in a sandboxed frame.
  newsletter: {
    name: 'newsletterName',
    blurb: 'blurb',
    image: 'image',
    date: 'date',
    html: 'content',
  },
  productUpdate: {
    headline: 'headline',
    description: 'description',
    releaseDate: 'releaseDate',
    featurePoints: 'featurepoints',
  },
  aboutBlock: { headline: 'headline', html: 'description', image: 'image' },
  teamMember: { name: 'name', role: 'role', overview: 'overview', image: 'image' },
  teamOverview: { headline: 'headline', description: 'description' },
  download: {
    heading: 'heading',
    blurb: 'blurb',
    descriptionHtml: 'description',
    image: 'image',
    document: 'document',
  },
  // The one site settings entry (SITE_SETTINGS_ID): header, footer, offices, figures, calls to
  // action.
  siteSettings: {
    statistics: 'statistics',
    boreholesBadge: 'boreholesBadge',
    legacyToolName: 'legacyToolName',
    legacyToolSupportEnds: 'legacyToolSupportEnds',
    switchNowPitches: 'switchNowPitches',
    switchNowTimeline: 'switchNowTimeline',
    discoveryPromo: 'discoveryPromo',
    offices: 'offices',
    // The header's numbers are the AU and US offices' phones.
    phoneAu: 'offices',
    phoneUs: 'offices',
    social: 'social',
    // The footer's copyright holder and the header's and footer's links to other sites: the
    // link's words are the site's own, its address is the field.
    legalName: 'legalName',
    loginUrl: 'loginUrl',
    systemStatusUrl: 'systemStatusUrl',
    euDisputeResolutionUrl: 'euDisputeResolutionUrl',
    appStoreUrl: 'appStoreUrl',
    playStoreUrl: 'playStoreUrl',
  },
} as const satisfies Record<string, Record<string, string>>;

export type PreviewKind = keyof typeof PREVIEW_FIELDS;
export type PreviewProperty<K extends PreviewKind> = keyof (typeof PREVIEW_FIELDS)[K] & string;

/** The attributes Contentful's SDK reads in inspector mode; empty outside a draft preview. */
export type PreviewTags = {
  'data-contentful-entry-id'?: string;
  'data-contentful-field-id'?: string;
  'data-contentful-locale'?: string;
};
