// `pnpm check:links` (checkLinks, called by the app with its redirects and server routes,
// apps/web/scripts/site-tools.mjs): every link on every built page. Internal links must resolve to a built file,
// a permanent redirect with a live target, or a server route; #fragments must be ids on their
// page; external links must be well-formed. Every page (the 404 page too; redirect stubs are
// exempt) must also have exactly one <h1>. Prints a summary and each problem with its page.
import { readFileSync } from 'node:fs';
import { h1Problem, isRedirectStub } from './headings.mjs';
import { idsOf } from './html.mjs';
import { linkProblem, linksOf } from './links.mjs';
import { builtPages, fileForUrlPath } from './site-files.mjs';

/**
 * Checks every built page, prints a summary and each problem, and returns the exit code.
 * @param {{ clientDir: string, redirects: import('./links.mjs').Site['redirects'],
 *   isServerRoute: (urlPath: string) => boolean }} options
 *   the client folder of the app's build; its permanent redirects; the paths its server answers
 *   itself (API routes, health check)
 * @returns {number} 1 when there is a problem, else 0
 */
export function checkLinks({ clientDir, redirects, isServerRoute }) {
  /** @type {Map<string, Set<string> | null>} */
  const idsByPath = new Map();
  /** @type {import('./links.mjs').Site} */
  const site = {
    fileExists: (urlPath) => fileForUrlPath(clientDir, urlPath) !== null,
    redirects,
    isServerRoute,
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
  return problems.length > 0 ? 1 : 0;
}
