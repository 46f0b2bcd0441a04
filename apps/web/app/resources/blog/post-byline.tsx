import { formatBlogDate } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import type { PostSummary } from './blog-summary';

/** Author and date (`dd MMM yyyy`) of a post. */
export function PostByline({ post }: { post: Pick<PostSummary, 'id' | 'author' | 'date'> }) {
  return (
    <p className="post-byline">
      <span {...tagsOf('blogPost', post, 'author')}>{post.author}</span>
      <span aria-hidden="true">·</span>
      <time {...tagsOf('blogPost', post, 'date')} dateTime={post.date}>
        {formatBlogDate(post.date)}
      </time>
    </p>
  );
}
