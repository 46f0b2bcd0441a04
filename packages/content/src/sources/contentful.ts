import { createClient } from 'contentful';
import type { CdaAsset, CdaEntries, CdaEntry } from '../cda/types';
import { ContentError } from '../errors';
import { contentTypeDef } from '../schema/content-types';
import type { ContentSource } from './types';

export interface ContentfulSourceOptions {
  space: string | undefined;
  accessToken: string | undefined;
  environment?: string;
  /** API host, e.g. `cdn.contentful.com` (default) or `localhost:4000` for a local server. */
  host?: string;
  /** Plain http (only for a local test server). */
  insecure?: boolean;
  /** Entries per request; the CDA maximum (and default) is 1000. */
  pageSize?: number;
  /** Link depth the CDA resolves into `includes`. */
  include?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
  timeout?: number;
  retryLimit?: number;
}

export interface ContentfulSource extends ContentSource {
  readonly kind: 'contentful';
  /** Assets by id (a live preview's swapped image: src/preview/edited-source.ts). */
  getAssets(ids: readonly string[]): Promise<CdaAsset[]>;
}

const MAX_PAGE_SIZE = 1000;

/** Turns the SDK's JSON-in-message error into a ContentError without the request headers. */
function requestFailed(contentType: string, error: unknown): ContentError {
  const raw = error instanceof Error ? error : new Error(String(error));
  let detail = raw.message;
  try {
    const parsed = JSON.parse(raw.message) as { status?: number; message?: string };
    detail = `${parsed.status ?? ''} ${raw.name}: ${parsed.message ?? ''}`.trim();
  } catch {
    // Not the SDK's JSON message (e.g. a connection error): keep it as it is.
  }
  return new ContentError(
    `Contentful request failed: ${detail}`,
    { contentType },
    { cause: error },
  );
}

function addUnique<T extends { sys: { id: string } }>(
  into: Map<string, T>,
  items: readonly T[] | undefined,
) {
  for (const item of items ?? []) into.set(item.sys.id, item);
}

/**
 * Reads entries through the `contentful` SDK (Content Delivery API). Links are left as links
 * and resolved from `includes` by the same mapping code as the embedded source.
 * Throws the SDK's 'Expected parameter accessToken' / 'Expected parameter space' at once.
 */
export function createContentfulSource(options: ContentfulSourceOptions): ContentfulSource {
  const client = createClient({
    space: options.space as string,
    accessToken: options.accessToken as string,
    environment: options.environment ?? 'master',
    ...(options.host ? { host: options.host } : {}),
    insecure: options.insecure ?? false,
    timeout: options.timeout ?? 30_000,
    retryLimit: options.retryLimit ?? 5,
    retryOnError: true,
  }).withoutLinkResolution;
  const pageSize = Math.min(options.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const include = options.include ?? 2;

  return {
    kind: 'contentful',
    async getEntries(contentType) {
      const ordered = contentTypeDef(contentType)?.ordered ?? false;
      const items: CdaEntry[] = [];
      const assets = new Map<string, CdaAsset>();
      const linked = new Map<string, CdaEntry>();
      // Page with skip/limit until `total`: one CDA response holds at most 1000 items.
      for (let skip = 0; ; skip += pageSize) {
        let page: Awaited<ReturnType<typeof client.getEntries>>;
        try {
          page = await client.getEntries({
            content_type: contentType,
            skip,
            limit: pageSize,
            include,
            // A unique tie-breaker keeps pages stable.
            order: (ordered ? ['fields.order', 'sys.id'] : ['sys.id']) as never,
          });
        } catch (error) {
          throw requestFailed(contentType, error);
        }
        items.push(...(page.items as unknown as CdaEntry[]));
        const includes = page.includes as { Asset?: CdaAsset[]; Entry?: CdaEntry[] } | undefined;
        addUnique(assets, includes?.Asset);
        addUnique(linked, includes?.Entry);
        if (page.items.length === 0 || skip + page.items.length >= page.total) break;
      }
      return {
        items,
        includes: { Asset: [...assets.values()], Entry: [...linked.values()] },
      } satisfies CdaEntries;
    },
    async getAssets(ids) {
      try {
        const page = await client.getAssets({
          'sys.id[in]': ids.slice(0, MAX_PAGE_SIZE).join(','),
          limit: MAX_PAGE_SIZE,
        } as never);
        return page.items as unknown as CdaAsset[];
      } catch (error) {
        throw requestFailed('(assets)', error);
      }
    },
  };
}
