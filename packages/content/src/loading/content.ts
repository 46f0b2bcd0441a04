import { ContentError } from '../errors';
import { findBlogPost, findDownload } from '../find';
import { companyFactTokens, type FactTokens, hasFactTokens } from '../html/company-facts';
import { mapEntries } from '../mapping/map-entries';
import * as map from '../mapping/mappers';
import type * as model from '../model/types';
import { fallbackPerKey, firstWithItems } from '../regions/fallback';
import {
  featureGridTypeChain,
  featureTypeChain,
  homeTypeChain,
  phoneForRegion,
  type Region,
} from '../regions/regions';
import * as types from '../schema/content-types';
import type { AnyContentType } from '../schema/define';
import {
  FEATURE_CATEGORIES,
  FEATURE_GRID_TYPES,
  FEATURE_TYPES,
  type FeatureCategory,
  type FeatureContentType,
  type HeadlineGroup,
  HOME_TAB_NAMES,
  HOME_TYPES,
  SITE_SETTINGS_ID,
} from '../schema/values';
import type { ContentSource } from '../sources/types';
import { contentTypeLoader } from './content-type-loader';

/** Everything the pages read, already validated, mapped, ordered and sanitised. */
export interface Content {
  readonly source: ContentSource;
  /**
   * Feature blocks for a region, optionally of one category. Fallback is per category: a
   * category the regional type has no entries for comes from the next type in the chain.
   */
  features(region?: Region | null, category?: FeatureCategory): Promise<model.Feature[]>;
  featurePages(): Promise<model.FeaturePage[]>;
  featurePage(slug: string): Promise<model.FeaturePage | undefined>;
  /** Home sections for a region; fallback is per tab (hero, clients, …). */
  homeSections(region?: Region | null): Promise<model.HomeSection[]>;
  /** Feature cards for a region; the first featureGrid type of the chain with entries wins. */
  featureCards(region?: Region | null): Promise<model.FeatureCard[]>;
  headlineItems(group?: HeadlineGroup): Promise<model.HeadlineItem[]>;
  /** The /how-it-works steps, in order. */
  workflowSteps(): Promise<model.WorkflowStep[]>;
  clients(): Promise<model.Client[]>;
  testimonials(): Promise<model.Testimonial[]>;
  tablabsFeatures(): Promise<model.TablabsFeature[]>;
  blogPosts(): Promise<model.BlogPost[]>;
  /**
   * Summaries of the posts from `offset` (newest first), at most `limit`. A page showing a few
   * posts reads only these, so an edit to a post's body or to a post it does not show leaves the
   * page as it is (content-reads.ts).
   */
  blogPostSummaries(offset: number, limit: number): Promise<model.BlogPostSummary[]>;
  blogPostCount(): Promise<number>;
  /** By slug, entry id or the spec's id (the title, URL-encoded or not). */
  blogPost(key: string): Promise<model.BlogPost | undefined>;
  faqs(): Promise<model.Faq[]>;
  geotech101(): Promise<model.Faq[]>;
  newsletters(): Promise<model.Newsletter[]>;
  /** By the numeric index of `/resources/newsletters/{index}` or the entry id. */
  newsletter(key: string | number): Promise<model.Newsletter | undefined>;
  productUpdates(): Promise<model.ProductUpdate[]>;
  aboutBlocks(): Promise<model.AboutBlock[]>;
  team(): Promise<model.TeamMember[]>;
  teamOverview(): Promise<model.TeamOverview>;
  downloads(): Promise<model.Download[]>;
  /** By slug, entry id or the spec's id (the heading, URL-encoded or not). */
  download(key: string): Promise<model.Download | undefined>;
  legalPages(): Promise<model.LegalPage[]>;
  legalPage(slug: string): Promise<model.LegalPage | undefined>;
  siteSettings(): Promise<model.SiteSettings>;
  /** The header phone number for a region. */
  phone(region?: Region | null): Promise<string>;
}

const contentBySource = new WeakMap<ContentSource, Content>();

/** The content API over one source; calling it again with the same source reuses its cache. */
export function createContent(source: ContentSource): Content {
  const existing = contentBySource.get(source);
  if (existing) return existing;

  // Each type is fetched, validated and mapped once per source.
  const { entriesOf, load } = contentTypeLoader(source);

  const featureTypes: Record<FeatureContentType, AnyContentType> = {
    feature: types.featureType,
    featuresUs: types.featuresUsType,
    featuresEu: types.featuresEuType,
    featuresSa: types.featuresSaType,
  };
  const homeTypes = {
    homePage: types.homePageType,
    homePageUs: types.homePageUsType,
    homePageEu: types.homePageEuType,
    homePageSa: types.homePageSaType,
  };
  const gridTypes = {
    featureGridAu: types.featureGridAuType,
    featureGridUs: types.featureGridUsType,
    featureGridEu: types.featureGridEuType,
    featureGridSa: types.featureGridSaType,
  };

  const allFeatures = async () =>
    Object.fromEntries(
      await Promise.all(
        FEATURE_TYPES.map(
          async (id) => [id, await load(featureTypes[id], map.mapFeature(id) as never)] as const,
        ),
      ),
    ) as Record<FeatureContentType, model.Feature[]>;

  function single<D>(typeId: string, items: D[]): D {
    const [first] = items;
    if (!first) throw new ContentError('expected one entry, found none', { contentType: typeId });
    return first;
  }

  // The site settings are read only when a type's entries name a company fact.
  async function factTokensFor(type: AnyContentType): Promise<FactTokens | null> {
    const result = await entriesOf(type.id);
    if (!result.items.some((entry) => hasFactTokens(JSON.stringify(entry.fields)))) return null;
    return companyFactTokens((await siteSettings()).company);
  }

  const blogPosts = () => load(types.blogType, map.mapBlogPost);
  const downloads = () => load(types.downloadsType, map.mapDownload);
  const legalPages = async () =>
    load(types.legalPageType, map.mapLegalPage(await factTokensFor(types.legalPageType)));
  const featurePages = () => load(types.featurePagesType, map.mapFeaturePage);
  // Listed newest first (by `order`), numbered from the oldest by date: a new edition takes the
  // next number and every published URL keeps its edition.
  const newsletters = async (): Promise<model.Newsletter[]> => {
    const listed = await load(
      types.newsletterType,
      map.mapNewsletter(await factTokensFor(types.newsletterType)),
    );
    const oldestFirst = listed
      .map((item, position) => ({ item, position }))
      .sort((a, b) => a.item.date.localeCompare(b.item.date) || b.position - a.position);
    return oldestFirst
      .map(({ item, position }, index) => ({ item: { ...item, index }, position }))
      .sort((a, b) => a.position - b.position)
      .map(({ item }) => item);
  };

  async function siteSettings(): Promise<model.SiteSettings> {
    const result = await entriesOf(types.siteSettingsType.id);
    const settings = result.items.find((entry) => entry.sys.id === SITE_SETTINGS_ID);
    if (!settings) {
      throw new ContentError(`expected the entry "${SITE_SETTINGS_ID}", found none`, {
        contentType: types.siteSettingsType.id,
      });
    }
    const mappedSettings = mapEntries(
      types.siteSettingsType,
      { ...result, items: [settings] },
      map.mapSiteSettings,
    );
    return single(types.siteSettingsType.id, mappedSettings);
  }

  const content: Content = {
    source,
    async features(region, category) {
      const byType = await allFeatures();
      const categories = category ? [category] : FEATURE_CATEGORIES;
      return fallbackPerKey(
        featureTypeChain(region),
        categories,
        (type) => byType[type],
        (f) => f.category,
      );
    },
    featurePages,
    async featurePage(slug) {
      return (await featurePages()).find((page) => page.slug === slug);
    },
    async homeSections(region) {
      const chain = homeTypeChain(region);
      const sets = await Promise.all(
        HOME_TYPES.map(async (id) => [id, await load(homeTypes[id], map.mapHomeSection)] as const),
      );
      const byType = Object.fromEntries(sets) as Record<
        (typeof HOME_TYPES)[number],
        model.HomeSection[]
      >;
      return fallbackPerKey(
        chain,
        HOME_TAB_NAMES,
        (type) => byType[type],
        (s) => s.tabName,
      );
    },
    async featureCards(region) {
      const sets = await Promise.all(
        FEATURE_GRID_TYPES.map(
          async (id) => [id, await load(gridTypes[id], map.mapFeatureCard)] as const,
        ),
      );
      const byType = Object.fromEntries(sets) as Record<
        (typeof FEATURE_GRID_TYPES)[number],
        model.FeatureCard[]
      >;
      return [
        ...(firstWithItems(featureGridTypeChain(region), (type) => byType[type])?.items ?? []),
      ];
    },
    async headlineItems(group) {
      const items = await load(types.headlineItemsType, map.mapHeadlineItem);
      return group ? items.filter((item) => item.group === group) : items;
    },
    workflowSteps: () => load(types.workflowStepsType, map.mapWorkflowStep),
    clients: () => load(types.clientsType, map.mapClient),
    testimonials: () => load(types.testimonialsType, map.mapTestimonial),
    tablabsFeatures: () => load(types.tablabsFeaturesType, map.mapTablabsFeature),
    blogPosts,
    async blogPostSummaries(offset, limit) {
      return (await blogPosts()).slice(offset, offset + limit).map(blogPostSummary);
    },
    async blogPostCount() {
      return (await blogPosts()).length;
    },
    async blogPost(key) {
      return findBlogPost(await blogPosts(), key);
    },
    faqs: () => load(types.faqsType, map.mapFaq),
    geotech101: () => load(types.geotech101Type, map.mapGeotech101),
    newsletters,
    async newsletter(key) {
      const all = await newsletters();
      const text = String(key);
      if (/^\d+$/.test(text)) return all.find((item) => item.index === Number(text));
      return all.find((item) => item.id === text);
    },
    productUpdates: () => load(types.productUpdatesType, map.mapProductUpdate),
    aboutBlocks: () => load(types.aboutType, map.mapAboutBlock),
    team: () => load(types.teamType, map.mapTeamMember),
    async teamOverview() {
      return single(
        types.teamOverviewType.id,
        await load(types.teamOverviewType, map.mapTeamOverview),
      );
    },
    downloads,
    async download(key) {
      return findDownload(await downloads(), key);
    },
    legalPages,
    async legalPage(slug) {
      return (await legalPages()).find((page) => page.slug === slug);
    },
    siteSettings,
    async phone(region) {
      return phoneForRegion(region, await siteSettings());
    },
  };
  contentBySource.set(source, content);
  return content;
}

function blogPostSummary(post: model.BlogPost): model.BlogPostSummary {
  const { id, slug, title, blurb, author, date, mainImage } = post;
  return { id, slug, title, blurb, author, date, mainImage };
}
