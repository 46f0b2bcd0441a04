import interFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { SkipLink } from '@tablogs/ui';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { MarketingScripts } from './analytics/marketing-scripts';
import { MarketingConfigData } from './config/page-marketing-config';
import { Island } from './islands/island';
import { IslandScripts } from './islands/island-scripts';
import { SiteSeo } from './seo/site-seo';
import { BOOT_SCRIPT } from './shell/boot-script';
import { CanonicalLink } from './shell/canonical-link';
import { headerData } from './shell/header/header-data';
import { SiteHeader } from './shell/header/site-header';
import { NavigationPrefetch } from './shell/navigation-prefetch';
import { recordReadsOfPage } from './shell/page-reads.server';
import { PreviewBar } from './shell/preview-bar';
import { loadShell, type ShellData } from './shell/shell.server';
import { SiteFooter } from './shell/site-footer';
import siteStyles from './styles.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: siteStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

// Records which content each prerendered page reads, so a publish renders only what it touches.
export const middleware: Route.MiddlewareFunction[] = [recordReadsOfPage];

export async function loader() {
  return loadShell();
}

// Site settings never change between navigations of one page view.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<ShellData>('root');
  return (
    // The boot script sets data-theme/data-region before paint; the page's scripts look the
    // region up at data-region-lookup when none is stored (region/start-region.ts).
    <html lang="en" data-region="AU" data-region-lookup={shell?.regionLookupUrl}>
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
        <NavigationPrefetch />
      </head>
      <body>
        {children}
        {shell && <MarketingConfigData config={shell.marketing} />}
        {/* In development React Router's scripts also bring Vite's client and hot reloading. */}
        {import.meta.env.DEV ? <Scripts /> : <IslandScripts />}
      </body>
    </html>
  );
}

/**
 * Every page's frame. It renders to HTML only: the header and the marketing scripts are islands
 * that hydrate on their own, and every navigation loads a page (decision 0032).
 */
export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      {loaderData.preview && <PreviewBar />}
      <Island name="MarketingScripts" component={MarketingScripts} props={{}} />
      <Island
        name="SiteHeader"
        component={SiteHeader}
        props={{ shell: headerData(loaderData), pathname }}
      />
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
