// `pnpm --filter @tablogs/web run check:validators`: the built site through validators nobody here
// wrote (decision 0036). The Nu HTML Checker (vnu-jar) over every sitemap page, the 404 page and
// every other built page that is not a redirect stub (e.g. the noindex thank-you page), sitemap.xml against the sitemaps.org schema, and the RSS feed through an XML parser and the
// RSS 2.0 rules. Prints each problem with its file and exits non-zero on any.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages, fileForUrlPath, isRedirectStub } from '@tablogs/site-audit';
import { clientDirFromEnv } from './built-site.mjs';
import { feedProblems, runVnu, sitemapProblems, vnuProblems } from './validators.mjs';

const FEED_PATH = '/resources/blog/rss.xml';
const NOT_FOUND_FILE = '404.html';

const clientDir = clientDirFromEnv();
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
  process.exitCode = 1;
} else {
  console.log('validators: no problem');
}
