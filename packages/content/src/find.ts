import { findByKey } from './format/slug';
import type { BlogPost, Download } from './model/types';

/** A blog post by slug, entry id or the spec's id (the title, URL-encoded or decoded). */
export function findBlogPost(posts: readonly BlogPost[], key: string): BlogPost | undefined {
  return findByKey(posts, key, (post) => post.title);
}

/** A download by slug, entry id or the spec's id (the heading, URL-encoded or decoded). */
export function findDownload(downloads: readonly Download[], key: string): Download | undefined {
  return findByKey(downloads, key, (item) => item.heading);
}
