// Where a publish takes each shared fragment's markup from (decision 0057): a page rendered now.
// When none of the pages a change touches shows a fragment, render-site.ts renders kept pages that
// show it in the live build, one at a time, until one does.
import { readFile } from 'node:fs/promises';
import { fragmentsIn, readPageFragments } from '../../site/page-fragments.ts';

/**
 * Fragment name → the pages not rendered yet that show it in the live build, by path.
 * @param targets every page the content has (`urlPath` as the prerender plan names it)
 */
export async function fragmentsOfKeptPages<T extends { urlPath: string }>(
  liveBuildDir: string,
  targets: readonly T[],
  toRender: ReadonlySet<string>,
): Promise<Map<string, T[]>> {
  const { pages } = await readPageFragments(liveBuildDir);
  const byFile = new Map(targets.map((target) => [pageFileOf(target.urlPath), target]));
  const showing = new Map<string, T[]>();
  for (const [file, shown] of Object.entries(pages).sort(([a], [b]) => a.localeCompare(b))) {
    const target = byFile.get(file);
    if (!target || toRender.has(target.urlPath)) continue;
    for (const name of Object.keys(shown)) {
      showing.set(name, [...(showing.get(name) ?? []), target]);
    }
  }
  return showing;
}

/** The fragments the written pages (of the files written, the `.html` ones) show. */
export async function fragmentsShown(files: readonly string[]): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    for (const { name } of fragmentsIn(await readFile(file, 'utf8'))) names.add(name);
  }
  return names;
}

/** `/about/index.html` for `/about`: how page files are named (csp-hashes.json). */
function pageFileOf(urlPath: string) {
  return `${urlPath}/index.html`.replace(/\/\/+/g, '/');
}
