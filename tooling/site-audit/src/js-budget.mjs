// `pnpm --filter @tablogs/web run check:js-budget` (jsBudget, called by the app with its budgets
// and module script types, apps/web/scripts/site-tools.mjs): gzip size of the JavaScript every prerendered
// page loads before interaction, against the app's per-route-type budgets (apps/web/js-budget.json), and of the
// island chunks it loads next (decision 0032; printed, not budgeted). Prints a table; exits
// non-zero when a page is over its budget or references a script or island that is not in the build.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { initialScriptUrls, routeTypeOf, staticModuleGraph } from './js-weight.mjs';
import { builtPages, fileForUrlPath } from './site-files.mjs';

/**
 * Weighs every built page, prints the table and each problem, and returns the exit code.
 * @param {{ clientDir: string, routeTypes: import('./js-weight.mjs').RouteType[],
 *   moduleTypes: string[] }} options
 *   the client folder of the app's build; its budgets (the first matching route type applies);
 *   the `<script type>`s that load modules before interaction (`module`, and the app's own)
 * @returns {number} 1 when a page is over its budget or loads a missing file, else 0
 */
export function jsBudget({ clientDir, routeTypes, moduleTypes }) {
  /** @type {Map<string, string | null>} */
  const sources = new Map();
  /** @param {string} url */
  function readModule(url) {
    if (!sources.has(url)) {
      const file = fileForUrlPath(clientDir, url);
      sources.set(url, file ? readFileSync(file, 'utf8') : null);
    }
    return sources.get(url) ?? null;
  }
  /** @type {Map<string, number>} */
  const gzipBytes = new Map();
  /** @param {string} url */
  function gzipSize(url) {
    if (!gzipBytes.has(url))
      gzipBytes.set(url, gzipSync(readModule(url) ?? '', { level: 9 }).length);
    return gzipBytes.get(url) ?? 0;
  }

  // An island's entry in the client entry's list (islands/island-loaders.ts), as Vite builds it:
  // `SiteHeader:()=>a(()=>import(`./site-header-….js`)…`.
  const ISLAND_IMPORT = /(\w+):\(\)=>\w+\(\(\)=>import\([`'"]\.\/([^`'"]+)[`'"]\)/g;
  /** @type {Map<string, Map<string, string>>} */
  const islandChunksByEntry = new Map();
  /** Each island's chunk URL by island name, read from the client entry module. */
  function islandChunks(/** @type {string} */ entryUrl) {
    let chunks = islandChunksByEntry.get(entryUrl);
    if (!chunks) {
      const directory = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
      const source = readModule(entryUrl) ?? '';
      chunks = new Map(
        [...source.matchAll(ISLAND_IMPORT)].map(([, name, file]) => [
          String(name),
          directory + String(file),
        ]),
      );
      islandChunksByEntry.set(entryUrl, chunks);
    }
    return chunks;
  }

  const kib = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
  const problems = [];
  const rows = [];
  for (const { file, urlPath } of builtPages(clientDir)) {
    const html = readFileSync(file, 'utf8');
    const initial = initialScriptUrls(html, { moduleTypes });
    const { modules, missing } = staticModuleGraph(initial, readModule);
    for (const url of missing) problems.push(`${urlPath}: loads ${url}, which is not in the build`);
    const bytes = modules.reduce((sum, url) => sum + gzipSize(url), 0);
    const islandNames = new Set(
      [...html.matchAll(/ data-island="(\w+)"/g)].map(([, name]) => name),
    );
    const chunks = initial[0] ? islandChunks(initial[0]) : new Map();
    const islandUrls = [...islandNames].flatMap((name) => {
      const url = chunks.get(String(name));
      if (!url) problems.push(`${urlPath}: has island ${name}, which the client entry cannot load`);
      return url ? [url] : [];
    });
    const loaded = new Set(modules);
    const islandBytes = staticModuleGraph(islandUrls, readModule)
      .modules.filter((url) => !loaded.has(url))
      .reduce((sum, url) => sum + gzipSize(url), 0);
    const type = routeTypeOf(routeTypes, urlPath);
    const over = bytes > type.kib * 1024;
    if (over)
      problems.push(
        `${urlPath}: ${kib(bytes)} KiB of JavaScript (gzip) is over the ${type.name} budget of ${type.kib} KiB`,
      );
    rows.push({
      urlPath,
      type: type.name,
      modules: modules.length,
      bytes,
      islandBytes,
      budget: type.kib,
      over,
    });
  }

  console.log(
    `${'page'.padEnd(56)} ${'route type'.padEnd(12)} files  gzip KiB  budget  then islands KiB`,
  );
  for (const row of rows) {
    const shown = row.urlPath.length > 55 ? `${row.urlPath.slice(0, 54)}…` : row.urlPath;
    console.log(
      `${shown.padEnd(56)} ${row.type.padEnd(12)} ${String(row.modules).padStart(5)} ${kib(row.bytes).padStart(9)} ${String(row.budget).padStart(7)} ${kib(row.islandBytes).padStart(16)}${row.over ? '  OVER' : ''}`,
    );
  }
  const heaviest = Math.max(...rows.map((row) => row.bytes));
  console.log(`JS budget: ${rows.length} pages, heaviest ${kib(heaviest)} KiB gzip.`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  if (problems.length > 0) {
    console.error(`JS budget: ${problems.length} problem(s).`);
    return 1;
  }
  return 0;
}
