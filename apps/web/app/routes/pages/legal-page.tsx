import { formatLongDate } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { getContent } from '@tablogs/content/server';
import { data } from 'react-router';
import { SanitizedHtml } from '../../content/sanitized-html';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/legal-page';

export async function loader({ request }: Route.LoaderArgs) {
  // The prerender asks for /terms-of-use/ as well as /terms-of-use.
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '');
  const page = await getContent().legalPage(slug);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.page.title,
        description: `The TabLogs ${loaderData.page.title.toLowerCase()}, last updated ${formatLongDate(loaderData.page.lastUpdated)}.`,
      })
    : [];

/** Privacy policy and terms of use: numbered sections from content. */
export default function LegalPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <article className="tl-section legal-page">
      <div className="tl-container tl-container--narrow">
        <header className="legal-page__header">
          <h1 {...tagsOf('legalPage', page, 'title')}>{page.title}</h1>
          <p className="legal-page__updated">
            {'Last updated '}
            <time {...tagsOf('legalPage', page, 'lastUpdated')} dateTime={page.lastUpdated}>
              {formatLongDate(page.lastUpdated)}
            </time>
          </p>
        </header>
        <SanitizedHtml
          {...tagsOf('legalPage', page, 'introHtml')}
          className="prose"
          html={page.introHtml}
        />
        <nav aria-label="Sections" className="legal-page__toc">
          <ol>
            {page.sections.map((section) => (
              <li key={section.number}>
                <a href={`#section-${section.number}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <ol className="legal-page__sections">
          {page.sections.map((section) => (
            <li
              key={section.number}
              id={`section-${section.number}`}
              {...tagsOf('legalPage', page, 'sections')}
            >
              <h2>
                {section.number}. {section.heading}
              </h2>
              <SanitizedHtml className="prose" html={section.html} />
            </li>
          ))}
        </ol>
      </div>
    </article>
  );
}
