import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, handleBreadcrumb, readableSegment } from './breadcrumbs';

describe('breadcrumbTrail', () => {
  it('has no trail for the home page and top-level pages', () => {
    expect(breadcrumbTrail('/')).toBeNull();
    expect(breadcrumbTrail('/about')).toBeNull();
  });

  it('passes through section pages and skips path prefixes that are not pages', () => {
    expect(breadcrumbTrail('/resources/blog/uscs-in-practice', 'USCS in Practice')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/resources/blog' },
      { name: 'USCS in Practice', path: '/resources/blog/uscs-in-practice' },
    ]);
    expect(breadcrumbTrail('/pricing/tablabs')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'TabLabs pricing', path: '/pricing/tablabs' },
    ]);
  });

  it('names a page from its last segment when the route gives no name', () => {
    expect(breadcrumbTrail('/about/client-testimonials')?.at(-1)).toEqual({
      name: 'Client testimonials',
      path: '/about/client-testimonials',
    });
  });
});

describe('readableSegment and handleBreadcrumb', () => {
  it('decodes and capitalises segments', () => {
    expect(readableSegment('field-guide_to%20soils')).toBe('Field guide to soils');
    expect(readableSegment('bad%E0escape')).toBe('Bad%E0escape');
  });

  it('reads a fixed name or a function of the loader data', () => {
    expect(handleBreadcrumb({ breadcrumb: 'Downloads' }, null)).toBe('Downloads');
    expect(
      handleBreadcrumb(
        { breadcrumb: (data: { post: { title: string } }) => data.post.title },
        { post: { title: 'SPT' } },
      ),
    ).toBe('SPT');
    expect(handleBreadcrumb({ other: 1 }, null)).toBeUndefined();
    expect(handleBreadcrumb(undefined, null)).toBeUndefined();
  });
});
