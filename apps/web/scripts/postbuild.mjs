// After `react-router build`: ship the embedded content files with srcset variants of their
// raster images, give the 404 page its own file, record the hash of every inline script per page
// (for the Content-Security-Policy), and precompress text files so the server never compresses a
// static file per request.
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { inlineScriptHashes, withoutModulePreloads } from '../server/inline-scripts.mjs';
import { writeSocialCards } from './og-images.mjs';
import { writeResponsiveImages } from './responsive-images.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(appDir, process.env.BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');
const contentFiles = path.resolve(appDir, '../../packages/content/embedded/files');

if (existsSync(contentFiles))
  cpSync(contentFiles, path.join(clientDir, 'content'), { recursive: true });

// srcset variants of embedded raster images and SVGs (the names responsiveImage() of
// @tablogs/content uses).
const responsiveImages = await writeResponsiveImages(path.join(clientDir, 'content'));
if (responsiveImages.length > 0)
  console.log(
    `postbuild: ${responsiveImages.reduce((sum, image) => sum + image.variants.length, 0)} variants of ${responsiveImages.length} images`,
  );

// Open Graph / Twitter cards, one PNG per site section (see app/seo/social-cards.mjs).
const socialCards = writeSocialCards({ clientDir, illustrationsDir: contentFiles });
console.log(
  `postbuild: ${socialCards.length} social cards (${socialCards.map((card) => `${card.urlPath} ${Math.round(card.bytes / 1024)} KiB`).join(', ')})`,
);

const notFoundDir = path.join(clientDir, '404');
if (existsSync(path.join(notFoundDir, 'index.html'))) {
  renameSync(path.join(notFoundDir, 'index.html'), path.join(clientDir, '404.html'));
  hydrateNotFoundAsItself(path.join(clientDir, '404.html'));
  rmSync(notFoundDir, { recursive: true, force: true });
  rmSync(path.join(clientDir, '404.data'), { force: true });
}

/**
 * The 404 page is served at any unknown URL, but it was rendered for /404. Before the client
 * router starts, the URL is set to /404 so hydration matches the HTML (an unknown
 * /resources/blog/x would otherwise hydrate as a blog post); the root puts the visitor's URL
 * back once hydrated.
 * @param {string} file
 */
function hydrateNotFoundAsItself(file) {
  const script =
    "<script>(function(){var l=location;if(l.pathname!=='/404'){window.__tablogsNotFoundUrl=l.pathname+l.search+l.hash;history.replaceState(history.state,'','/404');}})();</script>";
  writeFileSync(file, readFileSync(file, 'utf8').replace('<head>', `<head>${script}`));
}

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

// Pages are prerendered, so their first paint needs no script. React Router adds a
// modulepreload link for every module a page imports (~170 KB gzip), which a browser fetches at
// high priority, competing with the stylesheet, font and first image on a slow connection. The
// module script imports the same files anyway, just after the HTML is parsed. A pnpm patch of
// react-router (pnpm-workspace.yaml) keeps <Scripts> from rendering the links again while the
// page hydrates; client navigations still preload the next route's modules.
// Pages rendered on request for a draft preview get the same treatment (server/preview.mjs).
for (const file of filesUnder(clientDir).filter((f) => f.endsWith('.html'))) {
  const html = readFileSync(file, 'utf8');
  const lean = withoutModulePreloads(html);
  if (lean !== html) writeFileSync(file, lean);
}

/** @type {Record<string, string[]>} */
const cspHashes = {};
for (const file of filesUnder(clientDir).filter((f) => f.endsWith('.html'))) {
  cspHashes[`/${path.relative(clientDir, file).split(path.sep).join('/')}`] = inlineScriptHashes(
    readFileSync(file, 'utf8'),
  );
}
writeFileSync(path.join(buildDir, 'csp-hashes.json'), JSON.stringify(cspHashes));

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|map|webmanifest)$/;
let compressed = 0;
for (const file of filesUnder(clientDir)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 512) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  compressed += 1;
}
console.log(
  `postbuild: ${Object.keys(cspHashes).length} pages hashed for CSP, ${compressed} files precompressed`,
);
