import { describe, expect, it } from 'vitest';
import { fragmentFactsChanged, pagesToRender, ReadsCollector } from './reads-manifest.ts';

const reads = (facts: Record<string, string>, opaque: string | null = null) => ({
  facts: new Map(Object.entries(facts)),
  opaque,
});

function builtManifest() {
  const collector = new ReadsCollector();
  collector.add('/', reads({ 'siteSettings[]': 's1', 'clients[]': 'c1' }));
  collector.add('/resources/blog/a', reads({ 'siteSettings[]': 's1', 'blogPost["a"]': 'a1' }));
  // A page's .data and HTML requests add to one entry.
  collector.add('/resources/blog/a', reads({ 'blogPostSummaries[0,5]': 'l1' }));
  collector.add('/resources/blog/b', reads({ 'siteSettings[]': 's1', 'blogPost["b"]': 'b1' }));
  collector.add('/sitemap.xml', reads({ 'blogPosts[]': 'p1' }, 'read content.source'));
  return collector.toJSON();
}

describe('pagesToRender', () => {
  const paths = ['/', '/resources/blog/a', '/resources/blog/b', '/sitemap.xml'];
  const unchanged = {
    'siteSettings[]': 's1',
    'clients[]': 'c1',
    'blogPost["a"]': 'a1',
    'blogPost["b"]': 'b1',
    'blogPostSummaries[0,5]': 'l1',
    'blogPosts[]': 'p1',
  };

  it('renders every page without a manifest', () => {
    expect([...pagesToRender(null, paths, unchanged)]).toEqual(paths);
  });

  it('renders only opaque pages when nothing changed', () => {
    expect([...pagesToRender(builtManifest(), paths, unchanged)]).toEqual(['/sitemap.xml']);
  });

  it('renders the pages that read a changed fact', () => {
    const now = { ...unchanged, 'blogPost["b"]': 'b2', 'blogPosts[]': 'p2' };
    expect([...pagesToRender(builtManifest(), paths, now)]).toEqual([
      '/resources/blog/b',
      '/sitemap.xml',
    ]);
  });

  it('renders everything when a fact every page reads changed', () => {
    const now = { ...unchanged, 'siteSettings[]': 's2' };
    expect(pagesToRender(builtManifest(), paths, now).size).toBe(paths.length);
  });

  it('renders a new page, and a page whose fact could not be asked again', () => {
    const { 'clients[]': _gone, ...now } = unchanged;
    expect([...pagesToRender(builtManifest(), [...paths, '/resources/blog/c'], now)]).toEqual([
      '/',
      '/sitemap.xml',
      '/resources/blog/c',
    ]);
  });
});

describe('ReadsCollector', () => {
  it('keeps a page from the previous manifest with its facts and their hashes', () => {
    const previous = builtManifest();
    const next = new ReadsCollector();
    next.keep('/resources/blog/a', previous);
    next.add('/resources/blog/b', reads({ 'siteSettings[]': 's1', 'blogPost["b"]': 'b2' }));
    const manifest = next.toJSON();
    expect(manifest.pages['/resources/blog/a']?.facts).toEqual([
      'blogPostSummaries[0,5]',
      'blogPost["a"]',
      'siteSettings[]',
    ]);
    expect(manifest.facts).toEqual({
      'siteSettings[]': 's1',
      'blogPost["a"]': 'a1',
      'blogPostSummaries[0,5]': 'l1',
      'blogPost["b"]': 'b2',
    });
  });

  it('never trusts a fact two pages saw differently in one render', () => {
    const collector = new ReadsCollector();
    collector.add('/x', reads({ 'faqs[]': 'f1' }));
    collector.add('/y', reads({ 'faqs[]': 'f2' }));
    const manifest = collector.toJSON();
    expect([...pagesToRender(manifest, ['/x', '/y'], { 'faqs[]': 'f1' })]).toEqual(['/x', '/y']);
  });
});

describe('fragment facts (decision 0057)', () => {
  const manifest = () => {
    const collector = new ReadsCollector();
    collector.add('/resources/blog/a', reads({ 'blogPost["a"]': 'a1', 'fragment:latest[]': 'f1' }));
    collector.add('/resources/blog/b', reads({ 'blogPost["b"]': 'b1', 'fragment:latest[]': 'f1' }));
    return collector.toJSON();
  };
  const paths = ['/resources/blog/a', '/resources/blog/b'];

  it('render no page that read them when they change, and say they changed', () => {
    const now = { 'blogPost["a"]': 'a1', 'blogPost["b"]': 'b1', 'fragment:latest[]': 'f2' };
    expect([...pagesToRender(manifest(), paths, now)]).toEqual([]);
    expect(fragmentFactsChanged(manifest(), now)).toBe(true);
  });

  it('are unchanged when they hash the same, and changed without a manifest', () => {
    const now = { 'blogPost["a"]': 'a2', 'blogPost["b"]': 'b1', 'fragment:latest[]': 'f1' };
    expect([...pagesToRender(manifest(), paths, now)]).toEqual(['/resources/blog/a']);
    expect(fragmentFactsChanged(manifest(), now)).toBe(false);
    expect(fragmentFactsChanged(null, now)).toBe(true);
  });
});
