// Which content facts each page read at its last render (issue 35, decision 0041). The build's
// prerender writes `content-reads.json` beside `client/`; each publish writes its own, keeping the
// entries of the pages it did not need to render. A publish renders a page when the manifest has
// no entry for it, when it is opaque, or when one of its facts hashes differently now.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const READS_MANIFEST = 'content-reads.json';
const VERSION = 1;

export type PageReads = { facts: string[]; opaque: string | null };
export type ReadsManifest = {
  version: typeof VERSION;
  /** Fact key → hash of its value when the pages were rendered. */
  facts: Record<string, string>;
  /** Page path as the prerender plan lists it → what it read. */
  pages: Record<string, PageReads>;
};
/** What one render of one page recorded (the content package's ContentReads). */
export type RecordedReads = { facts: Map<string, string>; opaque: string | null };

/**
 * How a fact read for a shared fragment starts (the content package's FRAGMENT_FACT; the server
 * build bundles its own copy of that package, so the string is the contract): it renders no page
 * that shows the fragment, only one of them when it changed (decision 0057).
 */
const FRAGMENT_FACT = 'fragment:';

/** A fact two pages saw with different values in one render: never equal to a fresh hash. */
const DISAGREED = '';

export class ReadsCollector {
  readonly #facts = new Map<string, string>();
  readonly #pages = new Map<string, { facts: Set<string>; opaque: string | null }>();

  /** Adds one request's reads to its page (a page's `.data` and HTML requests both add). */
  add(urlPath: string, reads: RecordedReads) {
    let page = this.#pages.get(urlPath);
    if (!page) {
      page = { facts: new Set(), opaque: null };
      this.#pages.set(urlPath, page);
    }
    page.opaque ??= reads.opaque;
    for (const [key, hash] of reads.facts) {
      page.facts.add(key);
      const known = this.#facts.get(key);
      this.#facts.set(key, known === undefined || known === hash ? hash : DISAGREED);
    }
  }

  /** Carries a page that was not rendered over from the previous manifest. */
  keep(urlPath: string, previous: ReadsManifest) {
    const page = previous.pages[urlPath];
    if (!page) return;
    this.add(urlPath, {
      facts: new Map(page.facts.map((key) => [key, previous.facts[key] ?? DISAGREED])),
      opaque: page.opaque,
    });
  }

  toJSON(): ReadsManifest {
    return {
      version: VERSION,
      facts: Object.fromEntries(this.#facts),
      pages: Object.fromEntries(
        [...this.#pages].map(([urlPath, page]) => [
          urlPath,
          { facts: [...page.facts].sort(), opaque: page.opaque },
        ]),
      ),
    };
  }
}

/** The manifest of a build, or null when it has none (or one this code cannot read). */
export async function readReadsManifest(buildDir: string): Promise<ReadsManifest | null> {
  const text = await readFile(path.join(buildDir, READS_MANIFEST), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const manifest = JSON.parse(text) as ReadsManifest;
    return manifest.version === VERSION && manifest.pages && manifest.facts ? manifest : null;
  } catch {
    return null;
  }
}

/**
 * The pages a publish must render, of `urlPaths` (every page the content has now): all of them
 * without a previous manifest; else the new ones, the opaque ones and those with a changed fact.
 * @param now fact key → hash of the fact asked of the content as it is now
 */
export function pagesToRender(
  previous: ReadsManifest | null,
  urlPaths: readonly string[],
  now: Record<string, string>,
): Set<string> {
  if (!previous) return new Set(urlPaths);
  const changed = (key: string) =>
    !key.startsWith(FRAGMENT_FACT) && factChanged(previous, now, key);
  return new Set(
    urlPaths.filter((urlPath) => {
      const page = previous.pages[urlPath];
      return !page || page.opaque !== null || page.facts.some(changed);
    }),
  );
}

/** Whether a fact read for a shared fragment changed (every one does without a manifest). */
export function fragmentFactsChanged(
  previous: ReadsManifest | null,
  now: Record<string, string>,
): boolean {
  if (!previous) return true;
  return Object.keys(previous.facts).some(
    (key) => key.startsWith(FRAGMENT_FACT) && factChanged(previous, now, key),
  );
}

function factChanged(previous: ReadsManifest, now: Record<string, string>, key: string) {
  const before = previous.facts[key];
  return before === undefined || before === DISAGREED || now[key] !== before;
}
