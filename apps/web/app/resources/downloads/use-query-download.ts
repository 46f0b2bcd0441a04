import { type Download, findDownload } from '@tablogs/content';
import { useEffect, useState } from 'react';

export type QueryDownload<T> =
  | { kind: 'path'; download: T }
  | { kind: 'query'; download: T }
  | { kind: 'unknown'; id: string };

/**
 * The document the detail page shows: the one of its path, or the one `?id=` names (a heading
 * or slug, decision 0013). Prerendered HTML cannot know the query, so it is read after hydration.
 */
export function useQueryDownload(
  pathDownload: Download,
  all: readonly Download[],
): QueryDownload<Download> {
  const [queryId, setQueryId] = useState<string | null>(null);
  useEffect(() => setQueryId(new URLSearchParams(window.location.search).get('id')), []);
  if (queryId === null || queryId === '') return { kind: 'path', download: pathDownload };
  const download = findDownload(all, queryId);
  return download ? { kind: 'query', download } : { kind: 'unknown', id: queryId };
}
