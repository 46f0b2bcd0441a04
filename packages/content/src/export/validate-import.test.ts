import { describe, expect, it } from 'vitest';
import { type ContentfulImport, contentTypesForImport } from './contentful-import';
import { validateContentfulImport } from './validate-import';

function doc(entryFields: Record<string, unknown>): ContentfulImport {
  return {
    contentTypes: contentTypesForImport(),
    entries: [
      {
        sys: {
          id: 'c1',
          type: 'Entry',
          contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'clients' } },
        },
        fields: Object.fromEntries(
          Object.entries(entryFields).map(([k, v]) => [k, { 'en-US': v }]),
        ),
      },
    ],
    assets: [
      {
        sys: { id: 'logo-a', type: 'Asset' },
        fields: {
          title: { 'en-US': 'A' },
          description: { 'en-US': 'A logo' },
          file: {
            'en-US': {
              fileName: 'logo-a.svg',
              contentType: 'image/svg+xml',
              url: 'https://x.example/content/logo-a.svg',
            },
          },
        },
      },
    ],
    locales: [],
    editorInterfaces: [],
    webhooks: [],
    roles: [],
  };
}

const logo = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } });

describe('validateContentfulImport', () => {
  it('accepts a valid entry', () => {
    expect(
      validateContentfulImport(doc({ clientName: 'A', logo: logo('logo-a'), order: 1 })),
    ).toEqual([]);
  });

  it('reports unknown fields, wrong types, missing required fields and broken links', () => {
    expect(
      validateContentfulImport(doc({ clientName: 7, logo: logo('logo-b'), extra: 'x' })),
    ).toEqual([
      'clients entry c1: field "clientName": expected a Symbol (string ≤ 256)',
      'clients entry c1: field "logo": links to missing Asset "logo-b"',
      'clients entry c1: field "extra" is not in the content type',
      'clients entry c1: required field "order" is missing',
    ]);
  });

  it('declares fields with Contentful types, link types and validations', () => {
    const blog = contentTypesForImport().find((type) => type.sys.id === 'blog');
    expect(blog?.displayField).toBe('title');
    expect(blog?.fields.find((f) => f.id === 'headerBannerImaage')).toMatchObject({
      type: 'Link',
      linkType: 'Asset',
      required: true,
      validations: [{ linkMimetypeGroup: ['image'] }],
    });
    const feature = contentTypesForImport().find((type) => type.sys.id === 'feature');
    expect(feature?.fields.find((f) => f.id === 'featurePoints')).toMatchObject({
      type: 'Array',
      items: { type: 'Symbol' },
      required: false,
    });
  });
});
