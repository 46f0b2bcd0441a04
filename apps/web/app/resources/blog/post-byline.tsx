import { formatBlogDate } from '@tablogs/content';
import type { PostSummary } from './blog-summary';

/** Author and date (`dd MMM yyyy`) of a post. */
export function PostByline({ post }: { post: Pick<PostSummary, 'author' | 'date'> }) {
  return (
    <p className="post-byline">
      <span>{post.author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.date}>{formatBlogDate(post.date)}</time>
    </p>
  );
}
