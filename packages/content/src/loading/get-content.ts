import { recordingSource, withEdits } from '../preview/edited-source';
import { previewSourceFromEnv, sourceFromEnv, sourceKey } from '../sources/env';
import { type Content, createContent } from './content';
import { withReadsTracked } from './content-reads';
import { type ContentRequestScope, currentContentRequest } from './request-scope';

let fromEnv: { key: string; content: Content } | undefined;

/**
 * The content API over the source `process.env` selects (one per configuration per process).
 * Inside a request scope (request-scope.ts) it is that scope's own instance: over the Preview API
 * for a draft preview, over the configured source for a publish re-render, read fresh either way.
 * Its reads are tracked (content-reads.ts), so a publish knows which pages a change touches.
 */
export function getContent(env: Record<string, string | undefined> = process.env): Content {
  const request = currentContentRequest();
  if (request) {
    if (!request.content && request.preview) {
      // The entries as served are kept for the page's live preview (the SDK subscribes them).
      request.served = recordingSource(withEdits(previewSourceFromEnv(env), request.edits ?? []));
    }
    if (!request.content) {
      const content = createContent(request.served ?? sourceFromEnv(env));
      request.content = request.preview ? withPageEntry(content, request) : content;
    }
    return withReadsTracked(request.content);
  }
  const key = sourceKey(env);
  if (fromEnv?.key !== key) fromEnv = { key, content: createContent(sourceFromEnv(env)) };
  return withReadsTracked(fromEnv.content);
}

/**
 * `content` noting in a draft preview which blog post or download the page's path named, so the
 * live preview re-renders that entry by id once a title edit changes its slug (decision 0061).
 */
function withPageEntry(content: Content, request: ContentRequestScope): Content {
  return {
    ...content,
    async blogPost(key) {
      const post = await content.blogPost(key);
      if (post) request.pageEntry = post.id;
      return post;
    },
    async download(key) {
      const download = await content.download(key);
      if (download) request.pageEntry = download.id;
      return download;
    },
  };
}
