// `pnpm check:validators` (`site-audit validators --feed <path> [--app <dir>]`): the app's built
// site (--app, default the working directory; BUILD_DIR) through validators nobody here wrote
// (decision 0036). The Nu HTML Checker (vnu-jar) over every sitemap page, the 404 page and
// every other built page that is not a redirect stub (e.g. the noindex thank-you page), sitemap.xml against the sitemaps.org schema, and the RSS feed through an XML parser and the
// RSS 2.0 rules. Prints each problem with its file and exits non-zero on any.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isRedirectStub } from './headings.mjs';
import { builtPages, fileForUrlPath } from './site-files.mjs';
import { feedProblems, runVnu, sitemapProblems, vnuProblems } from './validators.mjs';

const NOT_FOUND_FILE = '404.html';

/**
 * Validates the build, prints each problem and returns the exit code.
 * @param {{ clientDir: string, feedPath: string }} options the client folder of the app's build;
 *   the URL path of its RSS feed
 * @returns {Promise<number>} 1 on any problem, else 0
 */
export async function validateBuild({ clientDir, feedPath: FEED_PATH }) {
  /** @param {string} urlPath */
  const builtFile = (urlPath) => {
    const file = fileForUrlPath(clientDir, urlPath);
    if (!file) throw new Error(`${urlPath} is not in the build (${clientDir})`);
    return file;
  };

  const started = Date.now();
  /** @type {string[]} */
  const problems = [];

  const sitemap = readFileSync(builtFile('/sitemap.xml'), 'utf8');
  problems.push(...(await sitemapProblems(sitemap)).map((problem) => `sitemap.xml: ${problem}`));

  const pagePaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
    decodeURI(new URL(loc ?? '').pathname),
  );
  const sitemapFiles = pagePaths.map(builtFile);
  // Pages outside the sitemap are served too (the 404 page, noindex pages); redirect stubs, which
  // React Router's prerender writes for old spellings, are not pages.
  const otherFiles = builtPages(clientDir)
    .map(({ file }) => file)
    .filter((file) => !sitemapFiles.includes(file) && !isRedirectStub(readFileSync(file, 'utf8')));
  if (!otherFiles.includes(path.join(clientDir, NOT_FOUND_FILE)))
    throw new Error(`${NOT_FOUND_FILE} is not in the build (${clientDir})`);
  const pageFiles = [...sitemapFiles, ...otherFiles];
  const messages = await runVnu(pageFiles);
  const relative = (/** @type {string} */ url) =>
    url.startsWith('file:') ? path.relative(clientDir, decodeURI(new URL(url).pathname)) : url;
  problems.push(...vnuProblems(messages, relative));
  const warnings = messages.filter((message) => message.subType === 'warning').length;

  problems.push(
    ...feedProblems(readFileSync(builtFile(FEED_PATH), 'utf8')).map(
      (problem) => `${FEED_PATH}: ${problem}`,
    ),
  );

  console.log(
    `validators: ${pageFiles.length} pages (${sitemapFiles.length} in the sitemap) through the Nu HTML Checker (${warnings} other warnings), sitemap.xml against sitemaps.org's schema, ${FEED_PATH} as RSS 2.0, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  if (problems.length > 0) {
    console.error(`validators: ${problems.length} problems`);
    return 1;
  }
  console.log('validators: no problem');
  return 0;
}
