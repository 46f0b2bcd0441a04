import type { Config } from '@react-router/dev/config';
import { getContent } from '@tablogs/content/server';
import { allPrerenderPaths, prerenderPlan } from './app/routing/prerender-paths.server';

export default {
  // A server build exists for the form and region API; every page is prerendered to HTML.
  ssr: true,
  // BUILD_DIR lets several builds (e.g. parallel test runs) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // React Router's client never runs in the browser (decision 0032): every navigation loads a
  // prerendered page, so the server has no use for a `/__manifest` endpoint (lazy discovery).
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
  prerender: {
    concurrency: 4,
    // One plan for the prerender and the sitemap: pages (static routes, and blog posts,
    // newsletters, downloads from content), their other spellings, redirects, files and the 404
    // page (postbuild moves it to /404.html).
    async paths({ getStaticPaths }) {
      return allPrerenderPaths(await prerenderPlan(getStaticPaths(), getContent()));
    },
  },
} satisfies Config;
