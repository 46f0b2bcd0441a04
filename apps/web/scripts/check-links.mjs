// `pnpm check:links`: every link on every built page. Internal links must resolve to a built file,
// a permanent redirect with a live target, or a server route; #fragments must be ids on their
// page; external links must be well-formed. Every page (the 404 page too; redirect stubs are
// exempt) must also have exactly one <h1>. Prints a summary and each problem with its page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  builtPages,
  fileForUrlPath,
  h1Problem,
  idsOf,
  isRedirectStub,
  linkProblem,
  linksOf,
} from '@tablogs/site-audit';
import { matchPath } from 'react-router';
import { tsImport } from 'tsx/esm/api';
import { clientDirFromEnv } from './built-site.mjs';

// The server is TypeScript (decision 0030): tsx loads it here, so plain `node` runs this script.
/** @type {typeof import('@tablogs/server/redirects')} */
const { permanentRedirects } = await tsImport('@tablogs/server/redirects', import.meta.url);

const clientDir = clientDirFromEnv();
const serverBuild = await import(
  pathToFileURL(path.join(clientDir, '..', 'server', 'index.js')).href
);
/** Routes the server answers itself (the API) and its health check. */
const serverPatterns = [
  '/healthz',
  ...Object.values(/** @type {Record<string, { path?: string }>} */ (serverBuild.routes))
    .map((route) => route.path)
    .filter((routePath) => typeof routePath === 'string' && routePath.startsWith('api/'))
    .map((routePath) => `/${routePath}`),
];

/** @type {Map<string, Set<string> | null>} */
const idsByPath = new Map();
/** @type {import('@tablogs/site-audit').Site} */
const site = {
  fileExists: (urlPath) => fileForUrlPath(clientDir, urlPath) !== null,
  redirects: permanentRedirects,
  isServerRoute: (urlPath) => serverPatterns.some((pattern) => matchPath(pattern, urlPath)),
  pageIds(urlPath) {
    if (!idsByPath.has(urlPath)) {
      const file = fileForUrlPath(clientDir, urlPath);
      idsByPath.set(urlPath, file?.endsWith('.html') ? idsOf(readFileSync(file, 'utf8')) : null);
    }
    return idsByPath.get(urlPath) ?? null;
  },
};

const pages = builtPages(clientDir);
let internal = 0;
let external = 0;
let redirectStubs = 0;
const problems = [];
for (const { file, urlPath } of pages) {
  const html = readFileSync(file, 'utf8');
  if (isRedirectStub(html)) redirectStubs += 1;
  const headingProblem = h1Problem(html);
  if (headingProblem) problems.push(`${urlPath}: ${headingProblem}`);
  for (const { url, where } of linksOf(html)) {
    if (url.startsWith('/') && !url.startsWith('//')) internal += 1;
    else if (!url.startsWith('#')) external += 1;
    const problem = linkProblem(url, urlPath, site);
    if (problem) problems.push(`${urlPath}: ${where} ${url} ${problem}`);
  }
}

console.log(
  `check:links: ${pages.length} pages (${redirectStubs} redirect stubs), ${internal} internal and ${external} external links, ${problems.length} problem(s).`,
);
for (const problem of problems) console.error(`  ✗ ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
