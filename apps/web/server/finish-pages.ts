// The last steps of a build's pages, shared by the postbuild (after `react-router build`) and a
// publish re-render (publish/render-site.ts), so both serve exactly the same kind of files:
// the 404 page at /404.html, no module preloads, the CSP hashes of every page's inline scripts,
// and precompressed copies of text files so the server never compresses a static file per request.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  inlineScriptHashes,
  withDeferredHydration,
  withoutModulePreloads,
} from './inline-scripts.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|map|webmanifest)$/;

/**
 * The 404 page is served at any unknown URL, but it was rendered for /404. Before the client
 * router starts, the URL is set to /404 so hydration matches the HTML (an unknown
 * /resources/blog/x would otherwise hydrate as a blog post); the root puts the visitor's URL
 * back once hydrated.
 * @returns whether there was a rendered /404 to move
 */
export async function moveNotFoundPage(clientDir: string): Promise<boolean> {
  const rendered = path.join(clientDir, '404', 'index.html');
  const html = await readFile(rendered, 'utf8').catch(() => null);
  if (html === null) return false;
  const script =
    "<script>(function(){var l=location;if(l.pathname!=='/404'){window.__tablogsNotFoundUrl=l.pathname+l.search+l.hash;history.replaceState(history.state,'','/404');}})();</script>";
  const target = path.join(clientDir, '404.html');
  await rm(target, { force: true });
  await writeFile(target, html.replace('<head>', `<head>${script}`));
  await rm(path.join(clientDir, '404'), { recursive: true, force: true });
  await rm(path.join(clientDir, '404.data'), { force: true });
  return true;
}

/**
 * Pages are prerendered, so their first paint needs no script. React Router adds a
 * modulepreload link for every module a page imports (~170 KB gzip), which a browser fetches at
 * high priority, competing with the stylesheet, font and first image on a slow connection. The
 * module script imports the same files anyway, just after the HTML is parsed. A pnpm patch of
 * react-router (pnpm-workspace.yaml) keeps <Scripts> from rendering the links again while the
 * page hydrates; client navigations still preload the next route's modules. Hydration itself
 * starts after the load event (inline-scripts.ts, withDeferredHydration).
 */
export async function prepareScripts(htmlFiles: string[]) {
  for (const file of htmlFiles) {
    const html = await readFile(file, 'utf8');
    const lean = withDeferredHydration(withoutModulePreloads(html));
    if (lean !== html) await replaceFile(file, lean);
  }
}

/**
 * Writes `csp-hashes.json` beside `client/`: every page's inline-script hashes, by URL path of
 * its file. The server builds each page's Content-Security-Policy from it.
 */
export async function writeCspHashes(buildDir: string): Promise<Record<string, string[]>> {
  const clientDir = path.join(buildDir, 'client');
  const hashes: Record<string, string[]> = {};
  for (const file of (await filesUnder(clientDir)).filter((f) => f.endsWith('.html'))) {
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join('/')}`;
    hashes[urlPath] = inlineScriptHashes(await readFile(file, 'utf8'));
  }
  await writeFile(path.join(buildDir, 'csp-hashes.json'), JSON.stringify(hashes));
  return hashes;
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
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
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
