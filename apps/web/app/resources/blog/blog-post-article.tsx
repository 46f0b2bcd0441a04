import type { BlogPost } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { SanitizedHtml } from '../../content/sanitized-html';
import { ContentImage } from '../../sections/content-image';
import { ARTICLE_BANNER_SIZES } from '../../sections/image-sizes';
import { PostByline } from './post-byline';

/** A post: banner, title, blurb, byline and its (sanitised) HTML body. */
export function BlogPostArticle({ post }: { post: BlogPost }) {
  return (
    <article className="blog-post" aria-labelledby="post-title">
      <header className="blog-post__header">
        <ContentImage
          className="blog-post__banner"
          image={post.bannerImage}
          sizes={ARTICLE_BANNER_SIZES}
          priority
          tags={tagsOf('blogPost', post, 'bannerImage')}
        />
        <p className="tl-eyebrow">Blog</p>
        <h1 {...tagsOf('blogPost', post, 'title')} id="post-title" className="blog-post__title">
          {post.title}
        </h1>
        <p {...tagsOf('blogPost', post, 'blurb')} className="tl-lead">
          {post.blurb}
        </p>
        <PostByline post={post} />
      </header>
      <SanitizedHtml
        {...tagsOf('blogPost', post, 'html')}
        className="prose blog-post__body"
        html={post.html}
      />
    </article>
  );
}
