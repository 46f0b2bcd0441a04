import type { Content } from '@tablogs/content/server';
import { describe, expect, it } from 'vitest';
import { titleRedirects } from './prerender-paths';

const content = {
  blogPosts: async () => [
    { slug: 'spt-data', title: 'Getting More from SPT Data: N60, Refusal' },
    { slug: 'uscs', title: 'USCS / ASTM D2487' },
    { slug: 'plain', title: 'plain' },
  ],
  downloads: async () => [{ slug: 'field-guide', heading: 'Field Guide' }],
} as unknown as Content;

describe('title redirects', () => {
  it('maps each decoded title path to the slug URL', async () => {
    expect(await titleRedirects(content)).toEqual({
      '/resources/blog/Getting More from SPT Data: N60, Refusal': '/resources/blog/spt-data',
      '/resources/blog/USCS / ASTM D2487': '/resources/blog/uscs',
      '/resources/downloads/Field Guide': '/resources/downloads/field-guide',
    });
  });

  it('leaves out a title that is a canonical path itself', async () => {
    const table = await titleRedirects(content);
    expect(Object.keys(table)).not.toContain('/resources/blog/plain');
  });
});
