import interFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { SkipLink } from '@tablogs/ui';
import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import { MarketingScripts } from './analytics/marketing-scripts';
import { useRegionStore } from './region/region-store';
import { useRouteScroll } from './routing/use-route-scroll';
import { SiteSeo } from './seo/site-seo';
import { BOOT_SCRIPT } from './shell/boot-script';
import { CanonicalLink } from './shell/canonical-link';
import { PreviewBar } from './shell/preview-bar';
import { loadShell } from './shell/shell.server';
import { SiteFooter } from './shell/site-footer';
import { SiteHeader } from './shell/site-header';
import siteStyles from './styles.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: siteStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export async function loader() {
  return loadShell();
}

// Site settings never change between navigations of one page view.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The boot script sets data-theme/data-region before hydration, hence the suppression.
    <html lang="en" data-region="AU" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
        <Meta />
        <CanonicalLink />
        <SiteSeo />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** The 404 page hydrates as /404 (see scripts/postbuild.mjs); show the visitor's URL again. */
function restoreNotFoundUrl() {
  const original = (window as { __tablogsNotFoundUrl?: string }).__tablogsNotFoundUrl;
  if (original) window.history.replaceState(window.history.state, '', original);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const resolveRegion = useRegionStore((state) => state.resolve);
  useRouteScroll();
  useEffect(() => {
    restoreNotFoundUrl();
    document.documentElement.setAttribute('data-hydrated', '');
    void resolveRegion(loaderData.regionLookupUrl);
  }, [resolveRegion, loaderData.regionLookupUrl]);

  return (
    <>
      <SkipLink />
      {loaderData.preview && <PreviewBar />}
      <MarketingScripts config={loaderData.marketing} />
      <SiteHeader shell={loaderData} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter shell={loaderData} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <main id="main" className="tl-error-page">
      <h1>{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {status === 404
          ? `There is no page at ${location.pathname}.`
          : 'Please reload the page. If it keeps happening, email support@tablogs.com.'}
      </p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
