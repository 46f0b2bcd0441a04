import { describe, expect, it } from 'vitest';
import { ContentError } from '../errors';
import { assetLink, entry, feature, imageAsset, memorySource, pdfAsset } from '../fixtures/cda';
import { createContent } from './content';

const assets = [imageAsset('illus-dashboard'), imageAsset('illus-hero'), pdfAsset('download-1')];

function home(type: string, id: string, tabName: string, order: number) {
  return entry(type, id, { tabName, headline: `${type} ${tabName}`, description: 'Text.', order });
}
function card(type: string, id: string, order: number) {
  return entry(type, id, {
    feature_name: 'field_logging',
    clip_img: assetLink('illus-dashboard'),
    content_title: `${type} card`,
    content_text: 'Text.',
    order,
  });
}

const entries = [
  feature('feature', 'f-app', 'app', 2),
  feature('feature', 'f-dash', 'dashboard', 1),
  feature('featuresUs', 'us-app', 'app', 1),
  feature('featuresEu', 'eu-dash', 'dashboard', 1),
  home('homePage', 'au-hero', 'hero', 1),
  home('homePage', 'au-clients', 'clients', 2),
  home('homePageUs', 'us-hero', 'hero', 1),
  home('homePageSa', 'sa-clients', 'clients', 1),
  card('featureGridAu', 'grid-au', 1),
  card('featureGridUs', 'grid-us', 1),
  entry('blog', 'blog-spt', {
    title: 'Getting More from SPT Data',
    blurb: 'Blurb.',
    mainImage: assetLink('illus-dashboard'),
    headerBannerImaage: assetLink('illus-hero'),
    author: 'Sam Field',
    date: '2025-03-05',
    content2: '<p>Body<script>x()</script></p>',
    order: 1,
  }),
  entry('blog', 'blog-broken-doc', {
    title: 'Rich Text Gone Wrong',
    blurb: 'Blurb.',
    mainImage: assetLink('illus-dashboard'),
    headerBannerImaage: assetLink('illus-hero'),
    author: 'Sam Field',
    date: '2025-03-06',
    content2: { nodeType: 'document', content: 'broken' },
    order: 2,
  }),
  entry('downloads', 'dl-1', {
    heading: 'Field Guide to Soil Descriptions',
    blurb: 'Blurb.',
    description: '<p>Guide.</p>',
    image: assetLink('illus-hero'),
    document: assetLink('download-1'),
    order: 1,
  }),
  entry('newsletter', 'nl-b', {
    newsletterName: 'July',
    blurb: 'B',
    image: assetLink('illus-hero'),
    date: '2025-07-01',
    content: ['<html><body><p onclick="x()">July</p></body></html>'],
    order: 2,
  }),
  entry('newsletter', 'nl-a', {
    newsletterName: 'June',
    blurb: 'B',
    image: assetLink('illus-hero'),
    date: '2025-06-01',
    content: ['<p>June</p>'],
    order: 1,
  }),
  entry('legalPage', 'privacy', {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    lastUpdated: '2021-07-30',
    intro: '<p>Intro.</p>',
    sections: [
      { heading: 'Collection', body: '<p>We collect.</p>' },
      { heading: 'Use', body: '<p>We use.</p>' },
    ],
  }),
];

const content = () => createContent(memorySource(entries, assets));

describe('features fallback (per category)', () => {
  it('AU and unset use feature only', async () => {
    const ids = (await content().features('AU')).map((f) => f.id);
    expect(ids).toEqual(['f-app', 'f-dash']);
    expect((await content().features(null)).map((f) => f.id)).toEqual(ids);
  });

  it('US takes its own categories and falls back to feature for the rest', async () => {
    expect((await content().features('US')).map((f) => [f.id, f.contentType])).toEqual([
      ['us-app', 'featuresUs'],
      ['f-dash', 'feature'],
    ]);
  });

  it('EU falls back to featuresUs, then feature', async () => {
    expect((await content().features('EU')).map((f) => f.id)).toEqual(['us-app', 'eu-dash']);
    expect((await content().features('EU', 'app')).map((f) => f.id)).toEqual(['us-app']);
  });

  it('SA (no featuresSa) falls back to featuresUs, then feature', async () => {
    expect((await content().features('SA')).map((f) => f.id)).toEqual(['us-app', 'f-dash']);
    expect(await content().features('SA', 'manage')).toEqual([]);
  });
});

describe('home and feature-card fallback', () => {
  it('US → AU set per tab; EU → US chain; SA → own, then US chain', async () => {
    expect((await content().homeSections('AU')).map((s) => s.id)).toEqual([
      'au-hero',
      'au-clients',
    ]);
    expect((await content().homeSections('US')).map((s) => s.id)).toEqual([
      'us-hero',
      'au-clients',
    ]);
    expect((await content().homeSections('EU')).map((s) => s.id)).toEqual([
      'us-hero',
      'au-clients',
    ]);
    expect((await content().homeSections('SA')).map((s) => s.id)).toEqual([
      'us-hero',
      'sa-clients',
    ]);
  });

  it('feature cards follow the chain with the featureGrid types', async () => {
    expect((await content().featureCards(null)).map((c) => c.id)).toEqual(['grid-au']);
    expect((await content().featureCards('US')).map((c) => c.id)).toEqual(['grid-us']);
    expect((await content().featureCards('EU')).map((c) => c.id)).toEqual(['grid-us']);
    expect((await content().featureCards('SA')).map((c) => c.id)).toEqual(['grid-us']);
  });
});

describe('mapping', () => {
  it('maps blog posts with slugs, sanitised HTML and the Error paragraph for a broken document', async () => {
    const c = content();
    const [post, broken] = await c.blogPosts();
    expect(post).toMatchObject({
      slug: 'getting-more-from-spt-data',
      bannerImage: {
        id: 'illus-hero',
        url: '/content/illus-hero.svg',
        alt: 'Alt text of illus-hero',
      },
      date: '2025-03-05',
      html: '<p>Body</p>',
    });
    expect(broken?.html).toBe('<p>Error</p>');
    expect((await c.blogPost('Getting%20More%20from%20SPT%20Data'))?.id).toBe('blog-spt');
    expect((await c.blogPost('getting-more-from-spt-data'))?.id).toBe('blog-spt');
  });

  it('maps downloads with their PDF, found by heading or slug', async () => {
    const c = content();
    const found = await c.download(encodeURIComponent('Field Guide to Soil Descriptions'));
    expect(found?.document).toMatchObject({
      url: '/content/download-1.pdf',
      contentType: 'application/pdf',
      size: 2048,
    });
    expect((await c.download('field-guide-to-soil-descriptions'))?.id).toBe('dl-1');
  });

  it('numbers newsletters from the oldest, so a newer edition leaves every number in place', async () => {
    const edition = (id: string, date: string, order: number) =>
      entry('newsletter', id, {
        newsletterName: date,
        blurb: 'B',
        image: assetLink('illus-hero'),
        date,
        content: ['<p>x</p>'],
        order,
      });
    const before = [edition('aug', '2026-08-04', 1), edition('jul', '2026-07-07', 2)];
    const listed = async (items: unknown[]) =>
      (await createContent(memorySource([...entries, ...items] as never, assets)).newsletters())
        .filter((item) => item.id !== 'nl-a' && item.id !== 'nl-b')
        .map((item) => [item.id, item.index]);
    const numbersBefore = await listed(before);
    const numbersAfter = await listed([edition('sep', '2026-09-01', 0), ...before]);
    expect(numbersAfter).toEqual([['sep', 4], ...numbersBefore]);
    expect(numbersBefore).toEqual([
      ['aug', 3],
      ['jul', 2],
    ]);
  });

  it('orders newsletters, indexes them from 0 and sanitises the email', async () => {
    const c = content();
    const list = await c.newsletters();
    expect(list.map((n) => [n.index, n.name])).toEqual([
      [0, 'June'],
      [1, 'July'],
    ]);
    expect((await c.newsletter('1'))?.html).toBe(
      '<!DOCTYPE html>\n<html><body><p>July</p></body></html>',
    );
  });

  it('numbers legal sections by position', async () => {
    const page = await content().legalPage('privacy-policy');
    expect(page?.sections.map((s) => [s.number, s.heading])).toEqual([
      [1, 'Collection'],
      [2, 'Use'],
    ]);
    expect(await content().legalPage('terms-of-use')).toBeUndefined();
  });

  it('reads each content type once per source', async () => {
    const source = memorySource(entries, assets);
    const c = createContent(source);
    expect(createContent(source)).toBe(c);
    await Promise.all([c.blogPosts(), c.blogPosts(), c.features('EU'), c.features('SA')]);
    expect(source.calls.filter((t) => t === 'blog')).toHaveLength(1);
    expect(source.calls.filter((t) => t === 'featuresUs')).toHaveLength(1);
  });

  it('fails loudly on a broken asset link or a missing singleton', async () => {
    const broken = entry('clients', 'client-x', {
      clientName: 'X',
      logo: assetLink('logo-missing'),
      order: 1,
    });
    const error = await createContent(memorySource([broken], assets))
      .clients()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toBe(
      'content type "clients", entry "client-x", field "logo": links to missing asset "logo-missing"',
    );
    await expect(content().siteSettings()).rejects.toThrow(/site-settings/);
  });
});
