import { describe, expect, it } from 'vitest';
import { externalUrlProblem, linkProblem, linksOf, type Site } from './links.mjs';

const pages: Record<string, string[]> = {
  '/': ['main'],
  '/pricing/tablogs': ['main', 'free-trial'],
};
const site: Site = {
  pageIds: (path) => (pages[path] ? new Set(pages[path]) : null),
  fileExists: (path) => path in pages || path === '/assets/app.js',
  redirects: { '/home': '/', '/old': '/gone' },
  isServerRoute: (path) => path === '/api/region',
};

describe('linksOf', () => {
  it('reads URL attributes and social meta, not text inside scripts', () => {
    const html = `<head><meta property="og:image" content="https://x.com/og.png"><script>enqueue("<a href=\\"/nope\\">")</script></head>
      <a href="/pricing/tablogs#free-trial">t</a><img src="/a.png" srcset="/a-1.png 1x, /a-2.png 2x" alt="">`;
    expect(linksOf(html).map((link) => link.url)).toEqual([
      'https://x.com/og.png',
      '/pricing/tablogs#free-trial',
      '/a.png',
      '/a-1.png',
      '/a-2.png',
    ]);
  });
});

describe('linkProblem', () => {
  it('accepts pages, files, redirects with live targets, server routes and real anchors', () => {
    for (const url of [
      '/',
      '/assets/app.js',
      '/home',
      '/api/region',
      '#main',
      '/pricing/tablogs#free-trial',
      '/?a=1',
    ]) {
      expect(linkProblem(url, '/', site), url).toBeNull();
    }
  });

  it('names missing pages, dead redirects, missing anchors and trailing slashes', () => {
    expect(linkProblem('/missing', '/', site)).toBe(
      'does not resolve to a page, a file or a server route',
    );
    expect(linkProblem('/old', '/', site)).toBe('redirects to /gone, which does not exist');
    expect(linkProblem('#free-trial', '/', site)).toBe(
      'points at #free-trial, which is not an id on this page',
    );
    expect(linkProblem('/#pricing', '/pricing/tablogs', site)).toBe(
      'points at #pricing, which is not an id on /',
    );
    expect(linkProblem('/assets/app.js#x', '/', site)).toBe(
      'has #x but /assets/app.js is not a page',
    );
    expect(linkProblem('/pricing/tablogs/', '/', site)).toBe('ends with "/", which redirects');
    expect(linkProblem('#', '/', site)).toBe('points at "#", which is no target');
    expect(linkProblem('pricing', '/', site)).toBe('is a relative URL');
  });
});

describe('externalUrlProblem', () => {
  it('accepts well-formed http(s), mailto and tel URLs', () => {
    for (const url of [
      'https://www.linkedin.com/company/tablogs',
      'mailto:sales@tablogs.com',
      'tel:+61730000000',
    ]) {
      expect(externalUrlProblem(url), url).toBeNull();
    }
  });

  it('rejects malformed ones', () => {
    expect(externalUrlProblem('https://')).toBe('is not a valid URL');
    expect(externalUrlProblem('https://tablogs')).toBe('has no valid host name');
    expect(externalUrlProblem('mailto:sales')).toBe('is not a mailto: with one address');
    expect(externalUrlProblem('tel:call-us')).toBe('is not a tel: with a phone number');
    expect(externalUrlProblem('javascript:alert(1)')).toBe('uses the javascript: scheme');
  });
});
