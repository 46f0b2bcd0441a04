import { tagsOf } from '@tablogs/content/preview-tags';
import { buttonClassName, VisuallyHidden } from '@tablogs/ui';
import { Link } from 'react-router';
import { ContentImage } from '../../sections/content-image';
import { type PostSummary, postPath } from './blog-summary';
import { PostByline } from './post-byline';

/** The newest post, shown large at the top of the blog. */
export function FeaturedPost({ post }: { post: PostSummary }) {
  return (
    <article className="featured-card" aria-labelledby={`post-${post.id}`}>
      <ContentImage
        className="featured-card__image"
        image={post.mainImage}
        priority
        tags={tagsOf('blogPost', post, 'mainImage')}
      />
      <div className="featured-card__body">
        <p className="tl-eyebrow">Latest article</p>
        <h2
          {...tagsOf('blogPost', post, 'title')}
          id={`post-${post.id}`}
          className="featured-card__title"
        >
          <Link to={postPath(post)}>{post.title}</Link>
        </h2>
        <PostByline post={post} />
        <p {...tagsOf('blogPost', post, 'blurb')} className="featured-card__blurb">
          {post.blurb}
        </p>
        <p>
          <Link
            className={buttonClassName({ variant: 'primary' })}
            to={postPath(post)}
            aria-label={`Read more: ${post.title}`}
          >
            Read more<VisuallyHidden>: {post.title}</VisuallyHidden>
          </Link>
        </p>
      </div>
    </article>
  );
}
