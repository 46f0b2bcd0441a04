// `pnpm content:preview-setup`: creates or updates the space's content preview platform
// ("TabLogs site") with one URL per content type (PREVIEW_PAGES), through contentful-management's
// raw client calls (decision 0062): the plain client has no typed preview-environment API.
import { createClient } from 'contentful-management';
import { PREVIEW_PAGES, previewUrl } from './preview-pages';

export const PLATFORM_NAME = 'TabLogs site';

export interface PreviewConfiguration {
  contentType: string;
  url: string;
  enabled: boolean;
  example: boolean;
}

interface PreviewEnvironment {
  sys: { id: string; version: number };
  name: string;
  description?: string;
  configurations: PreviewConfiguration[];
}

export interface PreviewSetupOptions {
  space: string;
  managementToken: string;
  /** The site's origin, e.g. https://www.tablogs.com. */
  siteUrl: string;
  previewSecret: string;
  /** The Management API host (default api.contentful.com); a local stand-in in tests. */
  host?: string;
  insecure?: boolean;
  dryRun?: boolean;
}

export function previewConfigurations(siteUrl: string, secret: string): PreviewConfiguration[] {
  return PREVIEW_PAGES.flatMap((page) =>
    page.contentTypes.map((contentType) => ({
      contentType,
      url: previewUrl(page, siteUrl, encodeURIComponent(secret)),
      enabled: true,
      example: false,
    })),
  );
}

/** What was (or, dry, would be) done: `created`, `updated` or `dry-run`, and the configurations. */
export async function setUpPreview(options: PreviewSetupOptions) {
  const site = new URL(options.siteUrl).origin;
  const configurations = previewConfigurations(site, options.previewSecret);
  const body = {
    name: PLATFORM_NAME,
    description: 'Draft preview and live preview of the TabLogs marketing site',
    configurations,
  };
  if (options.dryRun) return { action: 'dry-run' as const, configurations };
  const client = createClient(
    {
      accessToken: options.managementToken,
      ...(options.host ? { host: options.host } : {}),
      insecure: options.insecure ?? false,
    },
    { type: 'plain' },
  );
  const collection = `/spaces/${encodeURIComponent(options.space)}/preview_environments`;
  const listed = await client.raw.get<{ items: PreviewEnvironment[] }>(collection);
  const existing = listed.items.find((item) => item.name === PLATFORM_NAME);
  if (!existing) {
    await client.raw.post(collection, body);
    return { action: 'created' as const, configurations };
  }
  await client.raw.put(`${collection}/${existing.sys.id}`, body, {
    headers: { 'X-Contentful-Version': String(existing.sys.version) },
  });
  return { action: 'updated' as const, configurations };
}
