// After `react-router build`: ship the embedded content files with srcset variants of their
// raster images and the social cards, then finish the pages as a publish re-render does too
// (server/finish-pages.ts: the 404 file, no module preloads, CSP hashes, page ETags,
// precompression).
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { writeSocialCards } from './og-images.mjs';
import { writeResponsiveImages } from './responsive-images.mjs';

// The server is TypeScript (decision 0030): tsx loads it here, so plain `node` runs this script.
/** @type {typeof import('../server/finish-pages.ts')} */
const {
  filesUnder,
  moveNotFoundPage,
  precompress,
  prepareScripts,
  writeCspHashes,
  writePageEtags,
} = await tsImport('../server/finish-pages.ts', import.meta.url);

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

await moveNotFoundPage(clientDir);
const htmlFiles = (await filesUnder(clientDir)).filter((file) => file.endsWith('.html'));
await prepareScripts(htmlFiles);
const cspHashes = await writeCspHashes(buildDir);
await writePageEtags(buildDir);
const compressed = await precompress(await filesUnder(clientDir));
console.log(
  `postbuild: ${Object.keys(cspHashes).length} pages hashed for CSP, ${compressed} files precompressed`,
);
