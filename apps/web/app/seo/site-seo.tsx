import { breadcrumbListJsonLd } from '@tablogs/content/structured-data';
import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import type { ShellData } from '../shell/shell.server';
import { breadcrumbTrail, handleBreadcrumb } from './breadcrumbs';
import { JsonLd } from './json-ld';
import {
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_WIDTH,
  SOCIAL_SECTIONS,
  socialCardPath,
  socialSectionOf,
} from './social-cards.mjs';

/**
 * What every page's <head> gets from the root layout, so no page has to pass its own URL:
 * robots noindex on non-production builds, Open Graph/Twitter URL and section card, and the
 * sitewide and breadcrumb JSON-LD. Titles and descriptions stay with each page (pageMeta).
 */
export function SiteSeo() {
  const shell = useRouteLoaderData<ShellData>('root');
  const { pathname } = useLocation();
  const matches = useMatches();
  if (!shell) return null;
  const pageUrl = new URL(pathname, `${shell.siteUrl}/`).href;
  const section = socialSectionOf(pathname);
  const card = SOCIAL_SECTIONS[section];
  const cardUrl = new URL(socialCardPath(section), `${shell.siteUrl}/`).href;
  const leaf = matches.at(-1);
  const trail = breadcrumbTrail(pathname, handleBreadcrumb(leaf?.handle, leaf?.loaderData));
  return (
    <>
      {shell.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta property="og:url" content={pageUrl} />
      <meta property="og:image" content={cardUrl} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SOCIAL_CARD_WIDTH)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_HEIGHT)} />
      <meta property="og:image:alt" content={card.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={cardUrl} />
      <meta name="twitter:image:alt" content={card.alt} />
      {shell.structuredData.map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
      {trail ? <JsonLd data={breadcrumbListJsonLd(trail, shell.siteUrl)} /> : null}
    </>
  );
}
