import type { BlogPost } from '@tablogs/content';
import { renderHtmlField } from '@tablogs/content/server';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlogPostArticle } from './blog-post-article';

const image = {
  id: 'i',
  url: '/content/i.svg',
  width: 800,
  height: 450,
  alt: 'A rig',
  contentType: 'image/svg+xml',
};
const post: BlogPost = {
  id: 'p',
  slug: 'a-post',
  title: 'A post',
  blurb: 'About a post.',
  mainImage: image,
  bannerImage: image,
  author: 'Priya Raman',
  date: '2025-03-05',
  html: '<p>Body</p>',
  order: 1,
};

describe('BlogPostArticle', () => {
  it('shows the byline date as dd MMM yyyy with a machine-readable date', () => {
    const html = renderToStaticMarkup(<BlogPostArticle post={post} />);
    expect(html).toContain('<time dateTime="2025-03-05">05 Mar 2025</time>');
    expect(html).toContain('Priya Raman');
    expect(html).toContain('<div class="prose blog-post__body"><p>Body</p></div>');
  });

  it('renders <p>Error</p> for rich content that is not a valid document (decision 0016)', () => {
    const invalid = renderHtmlField({ nodeType: 'document', content: [{ nodeType: 'bogus' }] });
    const html = renderToStaticMarkup(<BlogPostArticle post={{ ...post, html: invalid }} />);
    expect(html).toContain('<div class="prose blog-post__body"><p>Error</p></div>');
  });
});
