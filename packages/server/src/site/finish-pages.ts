// The last steps of a build's pages, shared by the postbuild (after `react-router build`) and a
// publish re-render (publish/render/render-site.ts), so both serve exactly the same kind of files:
// the 404 page at /404.html, no module preloads, the CSP hashes of every page's inline scripts,
// every page's ETag (so the server need not read every page to start), and precompressed copies
// of text files so the server never compresses a static file per request.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { inlineScriptHashes, withDeferredHydration } from './inline-scripts.ts';

export { writePageFragments } from './page-fragments.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Not `.data`: React Router's client never runs in the browser (decision 0032), so no visitor
// fetches a page's data file; compressing one per page only made large builds slower.
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|map|webmanifest)$/;
/**
 * Files rendered from content (one or two per page, thousands on a large blog) get brotli at
 * quality 6: on a 41 KB post page it took 5.5 ms and came out 1.1 % larger than quality 9, and
 * 12 % larger than quality 11, which took 142 ms a page and made most of a 2,000-post build
 * (decision 0041). Scripts, styles and images are few and cached for a year: quality 11.
 */
const RENDERED = /\.(html|xml|json|txt)$/;
const RENDERED_BROTLI_QUALITY = 6;

/**
 * The 404 page is served at any unknown URL; it was rendered for /404 and is kept as 404.html.
 * Only its islands hydrate (decision 0032), so the visitor's URL stays as it is.
 * @returns whether there was a rendered /404 to move
 */
export async function moveNotFoundPage(clientDir: string): Promise<boolean> {
  const rendered = path.join(clientDir, '404', 'index.html');
  const html = await readFile(rendered, 'utf8').catch(() => null);
  if (html === null) return false;
  const target = path.join(clientDir, '404.html');
  await rm(target, { force: true });
  await writeFile(target, html);
  await rm(path.join(clientDir, '404'), { recursive: true, force: true });
  await rm(path.join(clientDir, '404.data'), { force: true });
  return true;
}

/**
 * Pages are prerendered, so their first paint needs no script: the islands' script starts after
 * the load event and the first paint (inline-scripts.ts, withDeferredHydration; decision 0008).
 */
export async function prepareScripts(htmlFiles: string[]) {
  for (const file of htmlFiles) {
    const html = await readFile(file, 'utf8');
    const lean = withDeferredHydration(html);
    if (lean !== html) await replaceFile(file, lean);
  }
}

/**
 * Writes `csp-hashes.json` beside `client/`: every page's inline-script hashes, by URL path of
 * its file. The server builds each page's Content-Security-Policy from it.
 * @param options a publish that kept pages (`rendered` lists the page files it wrote) takes the
 *   kept pages' hashes from the build it started from, `reuseFrom`, instead of reading them
 */
export async function writeCspHashes(
  buildDir: string,
  options: { reuseFrom?: string; rendered?: ReadonlySet<string> } = {},
): Promise<Record<string, string[]>> {
  const clientDir = path.join(buildDir, 'client');
  const previous: Record<string, string[] | undefined> = options.reuseFrom
    ? JSON.parse(
        await readFile(path.join(options.reuseFrom, 'csp-hashes.json'), 'utf8').catch(() => '{}'),
      )
    : {};
  const hashes: Record<string, string[]> = {};
  for (const file of (await filesUnder(clientDir)).filter((f) => f.endsWith('.html'))) {
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join('/')}`;
    const kept = options.rendered?.has(urlPath) === false ? previous[urlPath] : undefined;
    hashes[urlPath] = kept ?? inlineScriptHashes(await readFile(file, 'utf8'));
  }
  await writeFile(path.join(buildDir, 'csp-hashes.json'), JSON.stringify(hashes));
  return hashes;
}

/**
 * A page's validator. Weak: its `.br` and `.gz` copies are the same page, so one covers all three.
 * @param html the page's identity (uncompressed) bytes
 */
export function pageEtag(html: Buffer | string) {
  return `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/**
 * Writes `page-etags.json` beside `client/`: the ETag of every page `csp-hashes.json` lists. The
 * server answers 304s and computes the build's fingerprint from it without reading the pages.
 * @param options `reuseFrom`: another build whose `page-etags.json` holds the ETags of the pages
 *   not in `rendered` (a publish re-render hard-links those unchanged); without `rendered` every
 *   page is read
 */
export async function writePageEtags(
  buildDir: string,
  options: { reuseFrom?: string; rendered?: ReadonlySet<string> } = {},
): Promise<Record<string, string>> {
  const { reuseFrom, rendered } = options;
  const pages = Object.keys(
    JSON.parse(await readFile(path.join(buildDir, 'csp-hashes.json'), 'utf8')),
  ).sort();
  const earlier: Record<string, unknown> =
    reuseFrom && rendered
      ? await readFile(path.join(reuseFrom, 'page-etags.json'), 'utf8')
          .then((text) => JSON.parse(text))
          .catch(() => ({}))
      : {};
  const clientDir = path.join(buildDir, 'client');
  const etags: Record<string, string> = {};
  for (const page of pages) {
    const kept = rendered?.has(page) === false ? earlier[page] : undefined;
    etags[page] =
      typeof kept === 'string'
        ? kept
        : pageEtag(await readFile(path.join(clientDir, ...page.split('/'))));
  }
  await writeFile(path.join(buildDir, 'page-etags.json'), JSON.stringify(etags));
  return etags;
}

/**
 * Brotli and gzip copies beside each text file of 512 bytes or more. Asynchronous (zlib's
 * thread pool), so a server re-rendering after a publish keeps answering meanwhile.
 * @returns how many files were compressed
 */
export async function precompress(files: string[]): Promise<number> {
  let compressed = 0;
  const queue = files.filter((file) => COMPRESSIBLE.test(file));
  // A few at a time: zlib's pool has four threads.
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await readFile(file);
      if (body.length < 512) continue;
      const [gzipped, brotlied] = await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: RENDERED.test(file) ? RENDERED_BROTLI_QUALITY : 11,
          },
        }),
      ]);
      await replaceFile(`${file}.gz`, gzipped);
      await replaceFile(`${file}.br`, brotlied);
      compressed += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  return compressed;
}

/**
 * Writes a new file in place of `file`. Removing first matters: a re-render hard-links the files
 * it keeps from the live build, and writing through such a link would change the live build too.
 */
export async function replaceFile(file: string, body: string | Buffer) {
  await rm(file, { force: true });
  await writeFile(file, body);
}

export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}
