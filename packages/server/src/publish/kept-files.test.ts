import { describe, expect, it } from 'vitest';
import { renderedPageOf } from './kept-files.ts';

describe('renderedPageOf', () => {
  const resources = new Set(['/sitemap.xml', '/resources/blog/rss.xml']);

  it('names the page of a page file, its data and their compressed copies', () => {
    expect(renderedPageOf('/about/index.html', resources)).toBe('/about');
    expect(renderedPageOf('/about/index.html.br', resources)).toBe('/about');
    expect(renderedPageOf('/about.data', resources)).toBe('/about');
    expect(renderedPageOf('/index.html.gz', resources)).toBe('/');
    expect(renderedPageOf('/_root.data', resources)).toBe('/');
    expect(renderedPageOf('/404.html', resources)).toBe('/404');
  });

  it('names a resource route by its own file and its data', () => {
    expect(renderedPageOf('/resources/blog/rss.xml.br', resources)).toBe('/resources/blog/rss.xml');
    expect(renderedPageOf('/sitemap.xml.data', resources)).toBe('/sitemap.xml');
  });

  it('leaves out files no render writes', () => {
    expect(renderedPageOf('/assets/entry.client-abc.js', resources)).toBeNull();
    expect(renderedPageOf('/content/illus-hero.svg', resources)).toBeNull();
    expect(renderedPageOf('/og/home.png', resources)).toBeNull();
  });
});
