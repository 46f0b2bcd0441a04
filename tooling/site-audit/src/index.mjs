// Offline checks over a prerendered site on disk (decisions 0025 and 0026 say why they are
// hand-written): read its pages and HTML, check links and headings, weigh the JavaScript each page
// loads before interaction. The app supplies what is its own (build folder, redirects, routes,
// budgets); the checks print their results and return an exit code.
export { checkLinks } from './check-links.mjs';
export { h1Count, h1Problem, isRedirectStub } from './headings.mjs';
export { decodeEntities, idsOf, inlineScripts, startTags } from './html.mjs';
export { jsBudget } from './js-budget.mjs';
export { initialScriptUrls, routeTypeOf, staticImports, staticModuleGraph } from './js-weight.mjs';
export { externalUrlProblem, linkProblem, linksOf } from './links.mjs';
export {
  builtPages,
  clientDirFromEnv,
  fileForUrlPath,
  filesUnder,
  urlPathOf,
} from './site-files.mjs';
export { validateBuild } from './validate-build.mjs';
export {
  feedProblems,
  runVnu,
  SITEMAP_XSD,
  sitemapProblems,
  vnuProblems,
} from './validators.mjs';

/** @typedef {import('./links.mjs').Site} Site */
/** @typedef {import('./js-weight.mjs').RouteType} RouteType */
