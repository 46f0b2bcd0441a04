import { formatBlogDate } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { getContent, isPreviewRequest } from '@tablogs/content/server';
import { Container, Section } from '@tablogs/ui';
import { data, Link } from 'react-router';
import { TaggedFrame } from '../../content/tagged';
import { Island } from '../../islands/island';
import { EditionPager } from '../../resources/newsletters/edition-pager';
import { EmailFrame } from '../../resources/newsletters/email-frame';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/newsletter';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ title: loaderData.edition.name, description: loaderData.edition.blurb })
    : [];

export async function loader({ params }: Route.LoaderArgs) {
  // Only the numeric index of the route table (decision 0013) names an edition in the URL.
  if (!/^\d+$/.test(params.index)) throw data(null, { status: 404 });
  const content = getContent();
  const edition = await content.newsletter(params.index);
  if (!edition) throw data(null, { status: 404 });
  const all = await content.newsletters();
  // Editions are numbered from the oldest: the newer one has the next number.
  const neighbour = (index: number) => {
    const other = all.find((item) => item.index === index);
    if (!other) return null;
    const shown = { index: other.index, name: other.name };
    return isPreviewRequest() ? { ...shown, id: other.id } : shown;
  };
  return { edition, newer: neighbour(edition.index + 1), older: neighbour(edition.index - 1) };
}

/** One newsletter edition, its email shown in a sandboxed frame sized to its content. */
export default function NewsletterEdition({
  loaderData: { edition, newer, older },
}: Route.ComponentProps) {
  return (
    <Section className="resources-page" spacing="sm">
      <Container size="narrow">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to="/resources/newsletters">
            <span aria-hidden="true">←</span> All newsletters
          </Link>
        </nav>
        <header className="edition-header">
          <h1 className="edition-header__title" {...tagsOf('newsletter', edition, 'name')}>
            {edition.name}
          </h1>
          <p className="post-byline">
            <time dateTime={edition.date} {...tagsOf('newsletter', edition, 'date')}>
              {formatBlogDate(edition.date)}
            </time>
          </p>
          <p className="tl-lead" {...tagsOf('newsletter', edition, 'blurb')}>
            {edition.blurb}
          </p>
        </header>
        <TaggedFrame tags={tagsOf('newsletter', edition, 'html')}>
          <Island
            name="EmailFrame"
            component={EmailFrame}
            props={{ emailHtml: edition.html, title: edition.name }}
          />
        </TaggedFrame>
        <EditionPager newer={newer} older={older} />
      </Container>
    </Section>
  );
}
