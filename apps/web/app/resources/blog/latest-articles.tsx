import { tagsOf } from '@tablogs/content/preview-tags';
import { VisuallyHidden } from '@tablogs/ui';
import { Link } from 'react-router';
import { ContentImage } from '../../sections/content-image';
import { SIDEBAR_POST_SIZES } from '../../sections/image-sizes';
import { type PostSummary, postPath } from './blog-summary';
import { PostByline } from './post-byline';

/**
 * The sidebar of a post: other recent posts, each with "Read now".
 * @param shared the list is the same beside every post outside the newest few: one fragment
 *   (`data-fragment`) the server places into their pages when it answers them (decision 0057), so
 *   a page's file may hold an older copy
 */
export function LatestArticles({
  posts,
  shared = false,
}: {
  posts: readonly PostSummary[];
  shared?: boolean;
}) {
  return (
    <aside
      className="latest-articles"
      aria-labelledby="latest-articles-title"
      data-fragment={shared ? 'latest-articles' : undefined}
    >
      <h2 id="latest-articles-title" className="latest-articles__title">
        Latest articles
      </h2>
      <ul>
        {posts.map((post) => (
          <li key={post.id} className="latest-articles__item">
            <ContentImage
              className="latest-articles__image"
              image={post.mainImage}
              sizes={SIDEBAR_POST_SIZES}
              tags={tagsOf('blogPost', post, 'mainImage')}
            />
            <div>
              <h3 {...tagsOf('blogPost', post, 'title')} className="latest-articles__heading">
                {post.title}
              </h3>
              <PostByline post={post} />
              <Link
                className="read-more"
                to={postPath(post)}
                aria-label={`Read now: ${post.title}`}
              >
                Read now<VisuallyHidden>: {post.title}</VisuallyHidden>{' '}
                <span aria-hidden="true">→</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
