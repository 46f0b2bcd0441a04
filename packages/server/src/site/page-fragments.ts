// Shared fragments of pages (decision 0057): markup many pages show alike and that changes more
// often than they do — the newest posts beside every post. The app marks it
// (`<aside data-fragment="name">`); a build or publish writes the current markup of each
// (`fragments.json`) and which pages show which (`page-fragments.json`, with the hash of the copy
// each page's file holds). A publish renders one page that shows a fragment rather than every
// page, and the server places the current fragment into a page whose file holds an older one
// when it answers it (page-cache.ts).
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const FRAGMENTS_FILE = 'fragments.json';
export const PAGE_FRAGMENTS_FILE = 'page-fragments.json';

/** Fragment name → its markup (the whole marked element). */
export type Fragments = Record<string, string>;
/** Page file (`/resources/blog/x/index.html`) → fragment name → hash of the copy its file holds. */
export type PageFragments = Record<string, Record<string, string>>;

// The marked element: a fragment holds no element of its own kind, so the first close ends it.
const MARKED = /<(aside|section|nav|div)\b[^>]*\sdata-fragment="([a-z0-9-]+)"[^>]*>/g;

/** The fragments marked in a page, in order, with where each starts and ends. */
export function fragmentsIn(html: string): Array<{ name: string; start: number; end: number }> {
  const found = [];
  for (const match of html.matchAll(MARKED)) {
    const [opening, tag, name] = match as unknown as [string, string, string];
    const close = `</${tag}>`;
    const end = html.indexOf(close, match.index + opening.length);
    if (end < 0) throw new Error(`The fragment ${name} has no ${close}`);
    found.push({ name, start: match.index, end: end + close.length });
  }
  return found;
}

export function fragmentHash(markup: string) {
  return createHash('sha256').update(markup).digest('base64url').slice(0, 16);
}

/** The page with each of its fragments replaced by the current markup (when there is one). */
export function placeFragments(html: string, fragments: Fragments): string {
  let placed = '';
  let from = 0;
  for (const { name, start, end } of fragmentsIn(html)) {
    const current = fragments[name];
    if (current === undefined) continue;
    placed += html.slice(from, start) + current;
    from = end;
  }
  return placed + html.slice(from);
}

/**
 * Writes `fragments.json` and `page-fragments.json` beside `client/`. Every page read (all of
 * `pages`, or only `rendered` ones of a publish) must show each fragment alike: a page that
 * disagrees fails the build or publish, since the server would serve it the others' markup.
 * @param options `reuseFrom`: the live build, whose entries the pages not `rendered` keep
 * @returns the fragments written
 */
export async function writePageFragments(
  buildDir: string,
  pages: readonly string[],
  options: { reuseFrom?: string; rendered?: ReadonlySet<string> } = {},
): Promise<Fragments> {
  const { reuseFrom, rendered } = options;
  const earlier = reuseFrom && rendered ? await readPageFragments(reuseFrom) : null;
  const clientDir = path.join(buildDir, 'client');
  const fragments: Fragments = {};
  const seenIn: Record<string, string> = {};
  const pageFragments: PageFragments = {};
  for (const page of pages) {
    if (rendered && !rendered.has(page)) {
      const kept = earlier?.pages[page];
      if (kept) pageFragments[page] = kept;
      continue;
    }
    const html = await readFile(path.join(clientDir, ...page.split('/')), 'utf8');
    const shown: Record<string, string> = {};
    for (const { name, start, end } of fragmentsIn(html)) {
      const markup = html.slice(start, end);
      const known = fragments[name];
      if (known !== undefined && known !== markup) {
        throw new Error(
          `${page} shows the fragment ${name} unlike ${seenIn[name]}: a fragment must be the same on every page`,
        );
      }
      fragments[name] = markup;
      seenIn[name] ??= page;
      shown[name] = fragmentHash(markup);
    }
    if (Object.keys(shown).length > 0) pageFragments[page] = shown;
  }
  // A fragment only kept pages show (the publish renders one that shows it, pagesShowing).
  for (const shown of Object.values(pageFragments)) {
    for (const name of Object.keys(shown)) {
      const kept = earlier?.fragments[name];
      if (fragments[name] === undefined && kept !== undefined) fragments[name] = kept;
    }
  }
  await writeFile(path.join(buildDir, FRAGMENTS_FILE), JSON.stringify(fragments));
  await writeFile(path.join(buildDir, PAGE_FRAGMENTS_FILE), JSON.stringify(pageFragments));
  return fragments;
}

/** A build's fragments; none for a build written before fragments (or unreadable ones). */
export async function readPageFragments(
  buildDir: string,
): Promise<{ fragments: Fragments; pages: PageFragments }> {
  const read = async (file: string) => {
    const text = await readFile(path.join(buildDir, file), 'utf8').catch(() => null);
    if (text === null) return {};
    const table: unknown = JSON.parse(text);
    if (typeof table !== 'object' || table === null || Array.isArray(table)) {
      throw new Error(`${path.join(buildDir, file)} is not a table`);
    }
    return table as Record<string, never>;
  };
  return { fragments: await read(FRAGMENTS_FILE), pages: await read(PAGE_FRAGMENTS_FILE) };
}

/**
 * The pages whose file holds another copy of a fragment than the current one: the server places
 * the current one into them (each fragment's hash joins its ETag).
 * @returns page file → the hashes of the fragments placed into it, for its ETag
 */
export function pagesToPlace({
  fragments,
  pages,
}: {
  fragments: Fragments;
  pages: PageFragments;
}): Map<string, string> {
  const current = Object.fromEntries(
    Object.entries(fragments).map(([name, markup]) => [name, fragmentHash(markup)]),
  );
  const stale = new Map<string, string>();
  for (const [page, shown] of Object.entries(pages)) {
    const placed = Object.entries(shown)
      .filter(([name, hash]) => current[name] !== undefined && current[name] !== hash)
      .map(([name]) => current[name]);
    if (placed.length > 0) stale.set(page, placed.join('.'));
  }
  return stale;
}
