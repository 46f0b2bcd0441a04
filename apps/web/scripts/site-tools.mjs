// `node scripts/site-tools.mjs links|js-budget|lighthouse|hydration-cost|hero-lcp|bench-content [args]`: the tools in
// tooling/ that need more from this app than its folder and build, given it here. They import no
// app and no server (decision 0049); this app hands them its server's redirects, routes, module
// script type and precompression, its budgets and its content helpers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { matchPath } from 'react-router';
import { tsImport } from 'tsx/esm/api';
import { appDir, clientDirFromEnv } from './built-site.mjs';
import { SERVER_COMMAND } from './production-server.mjs';

// The server and the content package are TypeScript (decision 0030): tsx loads them here.
/** @param {string} specifier */
const load = (specifier) => tsImport(specifier, import.meta.url);
const [command, ...args] = process.argv.slice(2);

if (command === 'links') {
  const { checkLinks } = await import('@tablogs/site-audit');
  /** @type {typeof import('@tablogs/server/redirects')} */
  const { permanentRedirects } = await load('@tablogs/server/redirects');
  const clientDir = clientDirFromEnv();
  const serverBuild = await import(pathToFileURL(path.join(clientDir, '../server/index.js')).href);
  /** Routes the server answers itself: the API, pages rendered on request (0056), health. */
  const serverPatterns = [
    '/healthz',
    ...Object.values(
      /** @type {Record<string, { path?: string, module?: { handle?: { renderedOnRequest?: boolean } } }>} */ (
        serverBuild.routes
      ),
    )
      .filter(
        (route) =>
          typeof route.path === 'string' &&
          (route.path.startsWith('api/') || route.module?.handle?.renderedOnRequest === true),
      )
      .map((route) => `/${route.path}`),
  ];
  process.exitCode = checkLinks({
    clientDir,
    redirects: permanentRedirects,
    isServerRoute: (urlPath) => serverPatterns.some((pattern) => matchPath(pattern, urlPath)),
  });
} else if (command === 'js-budget') {
  const { jsBudget } = await import('@tablogs/site-audit');
  /** @type {typeof import('@tablogs/server/inline-scripts')} */
  const { INERT_HYDRATION_TYPE } = await load('@tablogs/server/inline-scripts');
  process.exitCode = jsBudget({
    clientDir: clientDirFromEnv(),
    routeTypes: JSON.parse(readFileSync(path.join(appDir, 'js-budget.json'), 'utf8')).routeTypes,
    // The islands' entry waits inert until the page has loaded, but loads its modules before
    // the page is interactive.
    moduleTypes: ['module', INERT_HYDRATION_TYPE],
  });
} else if (command === 'lighthouse') {
  // The score floors, and the budget's hydration paths against their no-JS twins beside them
  // (decision 0066): the twin build's pages are precompressed as this app's server does.
  const { lighthouseAudit } = await import('@tablogs/lighthouse-host/audit');
  /** @type {typeof import('@tablogs/server/finish-pages')} */
  const { precompress } = await load('@tablogs/server/finish-pages');
  process.exit(
    await lighthouseAudit(['--server', '@tablogs/server/start', ...args], { precompress }),
  );
} else if (command === 'hydration-cost') {
  const { hydrationCost } = await import('@tablogs/lighthouse-host/hydration-cost');
  /** @type {typeof import('@tablogs/server/finish-pages')} */
  const { precompress } = await load('@tablogs/server/finish-pages');
  await hydrationCost({
    clientDir: clientDirFromEnv(),
    precompress,
    routes: [
      ['home', '/'],
      ['feature', '/features/app'],
      ['pricing TabLogs', '/pricing/tablogs'],
      ['pricing TabLabs', '/pricing/tablabs'],
      ['about', '/about'],
      ['FAQs', '/resources/faqs'],
      [
        'blog post',
        '/resources/blog/getting-more-from-spt-data-n60-energy-corrections-refusal-and-what-to-record',
      ],
    ],
  });
} else if (command === 'hero-lcp') {
  const { heroLcp } = await import('@tablogs/lighthouse-host/hero-lcp');
  /** @type {typeof import('@tablogs/server/finish-pages')} */
  const { precompress } = await load('@tablogs/server/finish-pages');
  await heroLcp({
    clientDir: clientDirFromEnv(),
    precompress,
    // Its largest paint is text: the floor a hero image is held to (issue 44).
    floorPath: '/privacy-policy',
    heroPaths: ['/', '/about', '/features', '/features/app', '/how-it-works'],
  });
} else if (command === 'bench-content') {
  const { benchContent } = await import('@tablogs/bench');
  /** @type {typeof import('@tablogs/content/testing')} */
  const { embeddedCdaContent, startCdaServer } = await load('@tablogs/content/testing');
  /** @type {typeof import('@tablogs/content')} */
  const { slugify } = await load('@tablogs/content');
  /** @type {typeof import('../e2e/support/publish-webhook.ts')} */
  const { sendPublishWebhook } = await load('../e2e/support/publish-webhook.ts');
  await benchContent(
    {
      server: SERVER_COMMAND,
      buildScript: 'scripts/build-release.mjs',
      embeddedDir: fileURLToPath(new URL('../../../packages/content/embedded', import.meta.url)),
      embeddedCdaContent,
      startCdaServer,
      slugify,
      sendPublishWebhook,
    },
    args,
  );
} else {
  console.error(
    'usage: node scripts/site-tools.mjs links|js-budget|lighthouse|hydration-cost|hero-lcp|bench-content',
  );
  process.exitCode = 2;
}
