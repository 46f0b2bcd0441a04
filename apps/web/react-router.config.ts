import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { getContent, setContentReadsSink } from '@tablogs/content/server';
import { READS_MANIFEST, ReadsCollector } from '@tablogs/server/reads-manifest';
import { allPrerenderPaths, prerenderPlan } from './app/routing/prerender-paths.server';

const buildDirectory = process.env.BUILD_DIR ?? 'build';

/**
 * Collects what content each prerendered page reads (the root route's middleware hands it over)
 * and writes it beside `client/` when the build process ends: a publish renders only the pages
 * whose reads changed (decision 0041).
 */
let recording = false;
function recordPrerenderReads() {
  if (recording) return;
  recording = true;
  const collector = new ReadsCollector();
  setContentReadsSink((urlPath, reads) => collector.add(urlPath, reads));
  process.once('exit', () => {
    writeFileSync(path.join(buildDirectory, READS_MANIFEST), JSON.stringify(collector.toJSON()));
  });
}

export default {
  // A server build exists for the form and region API; every page is prerendered to HTML.
  ssr: true,
  // BUILD_DIR lets several builds (e.g. parallel test runs) live side by side.
  buildDirectory,
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
      recordPrerenderReads();
      return allPrerenderPaths(await prerenderPlan(getStaticPaths(), getContent()));
    },
  },
} satisfies Config;
