import type { Content } from '@tablogs/content/server';
import { PRICE_LIST_EFFECTIVE_DATE } from '@tablogs/pricing';
import { describe, expect, it } from 'vitest';
import { allPrerenderPaths, prerenderPlan, staticPathsOf } from './prerender-paths.server';

const content = {
  blogPosts: async () => [
    { slug: 'spt-data', title: 'SPT Data: Refusal', date: '2025-02-01' },
    { slug: 'uscs', title: 'USCS', date: '2025-03-05' },
  ],
  newsletters: async () => [{ index: 0, name: 'March', date: '2025-03-01' }],
  downloads: async () => [{ id: 'dl-1', slug: 'field-guide', heading: 'Field Guide' }],
  productUpdates: async () => [{ releaseDate: '2024-11-20' }, { releaseDate: '2025-01-15' }],
  legalPages: async () => [{ slug: 'privacy-policy', lastUpdated: '2024-07-01' }],
  // Raw entries: the pages without a dated list take the newest sys.updatedAt of what they show.
  source: {
    getEntries: async (typeId: string) => ({
      items:
        typeId === 'about'
          ? [
              { sys: { id: 'a1', updatedAt: '2025-04-02T10:00:00.000Z' } },
              { sys: { id: 'a2', updatedAt: '2025-05-09T08:00:00.000Z' } },
            ]
          : typeId === 'team'
            ? [{ sys: { id: 't1', updatedAt: '2025-01-01T00:00:00.000Z' } }]
            : typeId === 'downloads'
              ? [{ sys: { id: 'dl-1', updatedAt: '2025-02-20T00:00:00.000Z' } }]
              : [],
    }),
  },
} as unknown as Content;

const STATIC = [
  '/',
  '/about',
  '/home',
  '/final-step',
  '/forms/contact/sent',
  '/forms/newsletter/sent',
  '/pricing/tablogs',
  '/pricing/quote',
  '/privacy-policy',
  '/resources/blog',
  '/resources/blog/rss.xml',
  '/resources/newsletters',
  '/resources/product-updates',
  '/sitemap.xml',
  '/api/region',
];

describe('prerenderPlan', () => {
  it('keeps only canonical, indexable pages, dated from content', async () => {
    const plan = await prerenderPlan(STATIC, content);
    expect(plan.pages).toEqual([
      { path: '/' },
      { path: '/about', lastmod: '2025-05-09' },
      // The price list's effective date; /pricing/quote is rendered on request, not listed.
      { path: '/pricing/tablogs', lastmod: PRICE_LIST_EFFECTIVE_DATE },
      { path: '/privacy-policy', lastmod: '2024-07-01' },
      { path: '/resources/blog', lastmod: '2025-03-05' },
      { path: '/resources/newsletters', lastmod: '2025-03-01' },
      { path: '/resources/product-updates', lastmod: '2025-01-15' },
      { path: '/resources/blog/spt-data', lastmod: '2025-02-01' },
      { path: '/resources/blog/uscs', lastmod: '2025-03-05' },
      { path: '/resources/newsletters/0', lastmod: '2025-03-01' },
      { path: '/resources/downloads/field-guide', lastmod: '2025-02-20' },
    ]);
    // The thank-you page and the confirmations a native form post lands on (decision 0034).
    expect(plan.unlisted).toEqual([
      '/final-step',
      '/forms/contact/sent',
      '/forms/newsletter/sent',
      '/forms/download/sent/dl-1',
    ]);
    expect(plan.redirects).toEqual(['/home']);
    expect(allPrerenderPaths(plan)).not.toContain('/pricing/quote');
    expect(plan.resources).toEqual(['/resources/blog/rss.xml', '/sitemap.xml']);
  });

  it('lists the numbered pages of a list past one page, in the sitemap with the list date', async () => {
    const posts = Array.from({ length: 26 }, (_, i) => ({
      slug: `post-${i}`,
      title: `Post ${i}`,
      date: `2025-01-${String(i + 1).padStart(2, '0')}`,
    }));
    const paths = allPrerenderPaths(
      await prerenderPlan(STATIC, { ...content, blogPosts: async () => posts } as Content),
    );
    // 26 posts: one featured, 25 listed 12 a page → pages 1 (the list URL), 2 and 3.
    expect(paths.filter((path) => path.startsWith('/resources/blog/page/'))).toEqual([
      '/resources/blog/page/2',
      '/resources/blog/page/3',
    ]);
    const plan = await prerenderPlan(STATIC, {
      ...content,
      blogPosts: async () => posts,
    } as Content);
    expect(plan.pages).toContainEqual({ path: '/resources/blog/page/3', lastmod: '2025-01-26' });
    // Short lists stay on one page.
    expect(
      paths.some((path) => /\/(newsletters|product-updates|downloads)\/page\//.test(path)),
    ).toBe(false);
  });

  it('prerenders no page for a title path (the server redirects it)', async () => {
    const paths = allPrerenderPaths(await prerenderPlan(STATIC, content));
    expect(paths).toContain('/resources/blog/spt-data');
    expect(paths.filter((path) => /SPT Data|USCS|Field Guide/.test(path))).toEqual([]);
  });

  it('prerenders every kind once and never the API', async () => {
    const paths = allPrerenderPaths(await prerenderPlan(STATIC, content));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/404');
    expect(paths).toContain('/home');
    expect(paths).toContain('/final-step');
    expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);
  });
});

describe('staticPathsOf', () => {
  it('lists full paths of routes without URL parameters, like getStaticPaths', () => {
    expect(
      staticPathsOf({
        root: { path: '' },
        home: { index: true, parentId: 'root' },
        about: { path: 'about', parentId: 'root' },
        post: { path: 'resources/blog/:id', parentId: 'root' },
        layout: { parentId: 'root' },
        nested: { path: 'pricing/tablogs', parentId: 'layout' },
        splat: { path: '*', parentId: 'root' },
      }).sort(),
    ).toEqual(['/', '/about', '/pricing/tablogs']);
  });
});
