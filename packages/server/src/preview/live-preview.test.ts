import { describe, expect, it } from 'vitest';
import {
  LIVE_PREVIEW_DATA_ID,
  MAX_EDITS,
  renderRequestOf,
  withLivePreview,
} from './live-preview.ts';
import { readPreviewConfig } from './preview-session.ts';

const PAGE =
  '<!DOCTYPE html><html lang="en" data-region="AU" data-region-lookup="/api/region"><head><title>t</title></head>' +
  '<body><main><h1 data-contentful-entry-id="post-1" data-contentful-field-id="title">x</h1>' +
  '<img data-contentful-entry-id="post-1" data-contentful-field-id="mainImage"></main></body></html>';
const served = {
  entry: (id: string) =>
    id === 'post-1' ? { sys: { id }, fields: { title: '</script>' } } : undefined,
};

describe('withLivePreview', () => {
  it('hands the client the served entries the tags name, once each, safe in a script', () => {
    const html = withLivePreview(
      PAGE,
      { preview: true, served },
      {
        appOrigins: ['https://app.contentful.com'],
        script: '/assets/preview/preview-client-abc.js',
        region: null,
      },
    );
    const json = html.match(new RegExp(`id="${LIVE_PREVIEW_DATA_ID}">(.*?)</script>`))?.[1] ?? '';
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({
      locale: 'en-US',
      appOrigins: ['https://app.contentful.com'],
      entries: [{ sys: { id: 'post-1' }, fields: { title: '</script>' } }],
    });
    expect(html).toContain('<script type="module" src="/assets/preview/preview-client-abc.js">');
  });

  it('names the entry a keyed page shows, for a re-render by id', () => {
    const html = withLivePreview(
      PAGE,
      { preview: true, served, pageEntry: 'post-1' },
      { appOrigins: [], script: '/assets/preview/preview-client-abc.js', region: null },
    );
    const json = html.match(new RegExp(`id="${LIVE_PREVIEW_DATA_ID}">(.*?)</script>`))?.[1] ?? '';
    expect(JSON.parse(json).pageEntry).toBe('post-1');
  });

  it('shows the region a preview link named, and looks none up', () => {
    const html = withLivePreview(
      PAGE,
      { preview: true },
      { appOrigins: [], script: null, region: 'EU' },
    );
    expect(html).toContain('data-region="EU"');
    expect(html).not.toContain('data-region-lookup');
    expect(html).toContain("localStorage.setItem('region','EU')");
    expect(html).not.toContain(LIVE_PREVIEW_DATA_ID);
  });
});

describe('renderRequestOf', () => {
  it('takes a site path and entries with ids and fields', () => {
    expect(
      renderRequestOf({ path: '/about?x=1', edits: [{ sys: { id: 'a' }, fields: {} }] }),
    ).toEqual({
      path: '/about?x=1',
      edits: [{ sys: { id: 'a' }, fields: {} }],
    });
  });

  it.each([
    null,
    'text',
    { path: '//evil.example', edits: [] },
    { path: '/about' },
    { path: '/about', edits: [{ sys: { id: 1 }, fields: {} }] },
    { path: '/about', edits: [{ sys: { id: 'a' } }] },
    {
      path: '/about',
      edits: Array.from({ length: MAX_EDITS + 1 }, () => ({ sys: { id: 'a' }, fields: {} })),
    },
  ])('refuses %j with a reason', (body) => {
    expect(typeof renderRequestOf(body)).toBe('string');
  });
});

describe('PREVIEW_APP_ORIGINS', () => {
  const env = {
    PREVIEW_SECRET: 'a-preview-secret-of-some-length',
    CONTENTFUL_PREVIEW_TOKEN: 't',
    CONTENTFUL_SPACE_ID: 's',
  };
  it("defaults to Contentful's two app origins and takes others", () => {
    expect(readPreviewConfig(env, [])?.appOrigins).toEqual([
      'https://app.contentful.com',
      'https://app.eu.contentful.com',
    ]);
    const problems: string[] = [];
    const config = readPreviewConfig(
      { ...env, PREVIEW_APP_ORIGINS: 'http://localhost:4001 https://app.contentful.com' },
      problems,
    );
    expect(problems).toEqual([]);
    expect(config?.appOrigins).toEqual(['http://localhost:4001', 'https://app.contentful.com']);
  });
  it.each([
    '*',
    'https://app.contentful.com/',
    'app.contentful.com',
    "'self'",
    'https://a.example/path',
  ])('refuses %s at start', (origins) => {
    const problems: string[] = [];
    readPreviewConfig({ ...env, PREVIEW_APP_ORIGINS: origins }, problems);
    expect(problems.join()).toMatch(/PREVIEW_APP_ORIGINS/);
  });
});
