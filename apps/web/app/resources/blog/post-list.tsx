import { tagsOf } from '@tablogs/content/preview-tags';
import { VisuallyHidden } from '@tablogs/ui';
import { Link } from 'react-router';
import { ContentImage } from '../../sections/content-image';
import { LIST_ROW_SIZES } from '../../sections/image-sizes';
import { type PostSummary, postPath } from './blog-summary';
import { PostByline } from './post-byline';

/** The posts after the featured one, newest first. */
export function PostList({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <ul className="post-list">
      {posts.map((post) => (
        <li key={post.id}>
          <article className="post-card" aria-labelledby={`post-${post.id}`}>
            <ContentImage
              className="post-card__image"
              image={post.mainImage}
              sizes={LIST_ROW_SIZES}
              tags={tagsOf('blogPost', post, 'mainImage')}
            />
            <div className="post-card__body">
              <h3
                {...tagsOf('blogPost', post, 'title')}
                id={`post-${post.id}`}
                className="post-card__title"
              >
                <Link to={postPath(post)}>{post.title}</Link>
              </h3>
              <PostByline post={post} />
              <p {...tagsOf('blogPost', post, 'blurb')} className="post-card__blurb">
                {post.blurb}
              </p>
              <Link
                className="read-more"
                to={postPath(post)}
                aria-label={`Read more: ${post.title}`}
              >
                Read more<VisuallyHidden>: {post.title}</VisuallyHidden>{' '}
                <span aria-hidden="true">→</span>
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
