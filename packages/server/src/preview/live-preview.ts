// What a draft preview page carries for Contentful's live preview (decisions 0060, 0061): the
// Preview API entries its tags name, untransformed, and its own client entry
// (`assets/preview/preview-client-*.js`, apps/web/vite.preview.config.ts), which no visitor page
// references. Also the body of `POST /api/preview/render`, which renders a page again with edits.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ContentScope, ServedEntity } from './content-scope.ts';
import { previewRedirectPath } from './preview-session.ts';

export const PREVIEW_LOCALE = 'en-US';
export const LIVE_PREVIEW_DATA_ID = 'tl-live-preview';
/** The address a live re-render was rendered at, which the pane then shows (a renamed post's). */
export const LIVE_PATH_HEADER = 'X-Preview-Path';
/** The most entries one re-render takes (a page shows a few dozen). */
export const MAX_EDITS = 500;
export const REGIONS = ['AU', 'US', 'EU', 'SA'] as const;
export type Region = (typeof REGIONS)[number];

const clientScripts = new Map<string, string | null>();

/** The preview client entry's URL in a build's client folder, or null if it has none. */
export function previewClientScript(clientDir: string): string | null {
  let found = clientScripts.get(clientDir);
  if (found === undefined) {
    let names: string[] = [];
    try {
      names = readdirSync(path.join(clientDir, 'assets', 'preview'));
    } catch {
      // A build without the preview client: pages still preview, without live updates.
    }
    const name = names.find((each) => /^preview-client-[\w-]+\.js$/.test(each));
    found = name ? `/assets/preview/${name}` : null;
    clientScripts.set(clientDir, found);
  }
  return found;
}

const TAGGED_ID = /data-contentful-(?:entry|asset)-id="([^"]+)"/g;

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The page with its live preview data and client entry, and shown in `region` (a preview link's
 * `region`): the region is stored before the boot script reads it, and never looked up.
 */
export function withLivePreview(
  html: string,
  scope: ContentScope,
  options: { appOrigins: string[]; script: string | null; region: Region | null },
): string {
  let page = html;
  if (options.region) {
    const store = `<script>try{localStorage.setItem('region','${options.region}')}catch(e){}</script>`;
    page = page
      .replace(/<html([^>]*) data-region="[A-Z]{2}"/, `<html$1 data-region="${options.region}"`)
      .replace(/ data-region-lookup="[^"]*"/, '')
      .replace(/<head>/, `<head>${store}`);
  }
  if (!options.script) return page;
  const ids = new Set([...page.matchAll(TAGGED_ID)].map(([, id]) => id as string));
  const entries = [...ids].flatMap((id) => scope.served?.entry(id) ?? []);
  const data = {
    locale: PREVIEW_LOCALE,
    appOrigins: options.appOrigins,
    entries,
    ...(scope.pageEntry ? { pageEntry: scope.pageEntry } : {}),
  };
  const markup =
    `<script type="application/json" id="${LIVE_PREVIEW_DATA_ID}">${scriptJson(data)}</script>` +
    `<script type="module" src="${options.script}"></script>`;
  return page.replace('</body>', `${markup}</body>`);
}

export type RenderRequest = { path: string; edits: ServedEntity[] };

/** The body of `POST /api/preview/render`, or why it is refused. */
export function renderRequestOf(body: unknown): RenderRequest | string {
  if (typeof body !== 'object' || body === null) return 'expected a JSON object';
  const { path: pagePath, edits } = body as { path?: unknown; edits?: unknown };
  const target = previewRedirectPath(pagePath);
  if (!target) return 'path must be a path of this site';
  if (!Array.isArray(edits) || edits.length > MAX_EDITS) {
    return `edits must be a list of at most ${MAX_EDITS} entries`;
  }
  for (const edit of edits) {
    const sys = (edit as { sys?: { id?: unknown } } | null)?.sys;
    const fields = (edit as { fields?: unknown } | null)?.fields;
    if (typeof sys?.id !== 'string' || typeof fields !== 'object' || fields === null) {
      return 'each edit needs sys.id and fields';
    }
  }
  return { path: target, edits: edits as ServedEntity[] };
}
