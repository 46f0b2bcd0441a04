// The content each page reads, recorded while the build prerenders it (issue 35, decision 0041):
// a publish then re-renders only the pages whose reads changed. A page's `.data` and its HTML
// are one page; the manifest is keyed by the page's path as the prerender lists it.
import { recordPageReads } from '@tablogs/content/server';
import type { MiddlewareFunction } from 'react-router';

/** `/x.data`, `/x/` and `/x` are page `/x`; `/_root.data` is `/`. Decoded, as the plan lists them. */
export function pagePathOf(url: string): string {
  const { pathname } = new URL(url);
  const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
  const trimmed = page.length > 1 ? page.replace(/\/+$/, '') : page;
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}

export const recordReadsOfPage: MiddlewareFunction<Response> = ({ request }, next) =>
  recordPageReads(pagePathOf(request.url), next);
