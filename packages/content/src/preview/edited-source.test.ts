import { describe, expect, it } from 'vitest';
import type { CdaEntries } from '../cda/types';
import { assetLink, entry, imageAsset } from '../fixtures/cda';
import { runAsPreviewRequest } from '../loading/request-scope';
import { siteSettingsType } from '../schema/company-types';
import { downloadsType, newsletterType } from '../schema/resource-types';
import type { AssetSource } from './edited-source';
import { recordingSource, withEdits } from './edited-source';
import { PREVIEW_FIELDS } from './preview-fields';
import { rendersPreviewTags, siteSettingsTags, tagsOf } from './preview-tags';

const post = entry('blog', 'post-1', { title: 'Served title', mainImage: assetLink('img-1') });
const other = entry('blog', 'post-2', { title: 'Other post', mainImage: assetLink('img-1') });
const served: CdaEntries = {
  items: [post, other],
  includes: { Asset: [imageAsset('img-1')], Entry: [] },
};
const asked: string[][] = [];
const source: AssetSource = {
  kind: 'contentful',
  getEntries: async () => structuredClone(served),
  getAssets: async (ids) => {
    asked.push(ids);
    return ids.map((id) => imageAsset(id));
  },
};

describe('withEdits', () => {
  it('lays edits over the entries of the same id and fetches a newly linked asset', async () => {
    const edit = { ...post, fields: { title: 'Typed title', mainImage: assetLink('img-2') } };
    const result = await withEdits(source, [edit]).getEntries('blog');
    expect(result.items.map((item) => item.fields.title)).toEqual(['Typed title', 'Other post']);
    expect(result.items[0]?.sys.contentType?.sys.id).toBe('blog');
    expect(result.includes.Asset.map((asset) => asset.sys.id).sort()).toEqual(['img-1', 'img-2']);
    expect(asked).toEqual([['img-2']]);
  });

  it('takes an asset the edit brings inline as a link and an include', async () => {
    asked.length = 0;
    const inline = imageAsset('img-3');
    const edit = { ...post, fields: { title: 'x', mainImage: inline } };
    const result = await withEdits(source, [edit]).getEntries('blog');
    expect(result.items[0]?.fields.mainImage).toEqual(assetLink('img-3'));
    expect(result.includes.Asset.some((asset) => asset.sys.id === 'img-3')).toBe(true);
    expect(asked).toEqual([]);
  });
});

describe('recordingSource', () => {
  it('keeps every entry and asset as served, by id', async () => {
    const recording = recordingSource(source);
    expect(recording.entry('post-1')).toBeUndefined();
    await recording.getEntries('blog');
    expect(recording.entry('post-1')).toEqual(post);
    expect(recording.asset('img-1')?.sys.id).toBe('img-1');
  });
});

describe('tagsOf', () => {
  it('tags only inside a draft preview request, with the field the mapper reads', () => {
    const object = { id: 'testimonial-1' };
    expect(tagsOf('testimonial', object, 'quote')).toEqual({});
    expect(runAsPreviewRequest(() => tagsOf('testimonial', object, 'quote'))).toEqual({
      'data-contentful-entry-id': 'testimonial-1',
      'data-contentful-field-id': PREVIEW_FIELDS.testimonial.quote,
      'data-contentful-locale': 'en-US',
    });
    expect(PREVIEW_FIELDS.blogPost.bannerImage).toBe('headerBannerImaage');
  });

  it('tags site settings as fields of the one site-settings entry', () => {
    expect(rendersPreviewTags()).toBe(false);
    expect(runAsPreviewRequest(rendersPreviewTags)).toBe(true);
    expect(siteSettingsTags('discoveryPromo')).toEqual({});
    expect(runAsPreviewRequest(() => siteSettingsTags('statistics'))).toEqual({
      'data-contentful-entry-id': 'site-settings',
      'data-contentful-field-id': 'statistics',
      'data-contentful-locale': 'en-US',
    });
    // Every field the table names is a field of the content type.
    for (const field of Object.values(PREVIEW_FIELDS.siteSettings)) {
      expect(Object.keys(siteSettingsType.fields)).toContain(field);
    }
  });

  it('names fields the newsletter and download types have (the email body is `content`)', () => {
    expect(PREVIEW_FIELDS.newsletter.html).toBe('content');
    for (const [kind, type] of [
      ['newsletter', newsletterType],
      ['download', downloadsType],
    ] as const) {
      for (const field of Object.values(PREVIEW_FIELDS[kind])) {
        expect(Object.keys(type.fields)).toContain(field);
      }
    }
  });
});
