import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';

const property = (meta: ReturnType<typeof pageMeta>, name: string) => {
  const tag = meta.find((candidate) => 'property' in candidate && candidate.property === name);
  return tag && 'content' in tag ? tag.content : undefined;
};

describe('pageMeta', () => {
  it('a page is an Open Graph website', () => {
    const meta = pageMeta({ title: 'Pricing', description: 'd' });
    expect(property(meta, 'og:type')).toBe('website');
    expect(property(meta, 'article:published_time')).toBeUndefined();
  });

  it('an article has og:type article, its publication date and author', () => {
    const meta = pageMeta({
      title: 'SPT data',
      description: 'd',
      article: { publishedTime: '2026-03-05', author: 'Rebecca Thornton' },
    });
    expect(property(meta, 'og:type')).toBe('article');
    expect(property(meta, 'article:published_time')).toBe('2026-03-05');
    expect(property(meta, 'article:author')).toBe('Rebecca Thornton');
    expect(meta.filter((tag) => 'property' in tag && tag.property === 'og:type')).toHaveLength(1);
  });
});
