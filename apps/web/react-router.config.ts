import type { Config } from '@react-router/dev/config';

export default {
  // A server build exists for the form and region API; every page is prerendered to HTML.
  ssr: true,
  // BUILD_DIR lets several builds (e.g. parallel test runs) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // The whole route manifest ships with each page, so client navigation never asks the server
  // for manifest patches (the site is static apart from its API).
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
  prerender: {
    concurrency: 4,
    async paths({ getStaticPaths }) {
      const pages = getStaticPaths().filter((path) => !path.startsWith('/api/'));
      // The splat route renders the 404 page; postbuild moves it to /404.html.
      return [...pages, '/404'];
    },
  },
} satisfies Config;
