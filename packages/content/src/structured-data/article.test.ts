import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd } from './article';
import { richResultProblems } from './rich-results';

const SITE = 'https://www.tablogs.com';
const image = (url: string) => ({
  id: url,
  url,
  width: 1200,
  height: 900,
  alt: 'x',
  contentType: 'image/svg+xml',
});
const post = {
  slug: 'uscs-in-practice',
  title: 'USCS in Practice',
  blurb: 'Getting classifications right.',
  author: 'Sam Field',
  date: '2025-03-05',
  mainImage: image('/content/blog-1-main.svg'),
  bannerImage: image('/content/blog-1-banner.svg'),
};

describe('blogPostingJsonLd', () => {
  it('has author, both ISO dates, absolute images and a headline Google keeps whole', () => {
    const data = blogPostingJsonLd(post, SITE);
    expect(richResultProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      headline: 'USCS in Practice',
      url: 'https://www.tablogs.com/resources/blog/uscs-in-practice',
      image: [
        'https://www.tablogs.com/content/blog-1-main.svg',
        'https://www.tablogs.com/content/blog-1-banner.svg',
      ],
      datePublished: '2025-03-05',
      dateModified: '2025-03-05',
      author: { '@type': 'Person', name: 'Sam Field' },
    });
    const long = blogPostingJsonLd({ ...post, title: 'A'.repeat(140) }, SITE);
    expect((long.headline as string).length).toBeLessThanOrEqual(110);
  });

  it('names the sitewide organization as publisher by its @id', () => {
    expect(blogPostingJsonLd(post, SITE).publisher).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://www.tablogs.com/#organization',
      name: 'TabLogs',
    });
  });

  it('lists one image when the main and banner images are the same', () => {
    const data = blogPostingJsonLd({ ...post, bannerImage: post.mainImage }, SITE);
    expect(data.image).toEqual(['https://www.tablogs.com/content/blog-1-main.svg']);
  });
});
