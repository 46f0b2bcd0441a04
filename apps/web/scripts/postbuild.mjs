// After `react-router build`: put in the content files, their srcset variants and the social
// cards (site-files.mjs; written beside the build while it ran when SITE_FILES_DIR names where),
// then finish the pages as a publish re-render does too (packages/server/src/site/finish-pages.ts: the 404 file, no
// module preloads, CSP hashes, page ETags, shared fragments, precompression).
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { writeSiteFiles } from './site-files.mjs';

// The server is TypeScript (decision 0030): tsx loads it here, so plain `node` runs this script.
/** @type {typeof import('@tablogs/server/finish-pages')} */
const {
  filesUnder,
  moveNotFoundPage,
  precompress,
  prepareScripts,
  writeCspHashes,
  writePageEtags,
  writePageFragments,
} = await tsImport('@tablogs/server/finish-pages', import.meta.url);

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(appDir, process.env.BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');

const siteFiles = process.env.SITE_FILES_DIR;
if (siteFiles) {
  for (const name of readdirSync(siteFiles)) {
    const from = path.join(siteFiles, name);
    const to = path.join(clientDir, name);
    // A folder the client build made too (none today) is merged instead of replaced.
    if (existsSync(to)) cpSync(from, to, { recursive: true });
    else renameSync(from, to);
  }
  rmSync(siteFiles, { recursive: true, force: true });
} else {
  await writeSiteFiles(clientDir);
}

await moveNotFoundPage(clientDir);
const htmlFiles = (await filesUnder(clientDir)).filter((file) => file.endsWith('.html'));
await prepareScripts(htmlFiles);
const cspHashes = await writeCspHashes(buildDir);
await writePageEtags(buildDir);
// Which pages show a shared fragment, and its markup (decision 0057); every page agrees here.
await writePageFragments(buildDir, Object.keys(cspHashes));
const compressed = await precompress(await filesUnder(clientDir));
console.log(
  `postbuild: ${Object.keys(cspHashes).length} pages hashed for CSP, ${compressed} files precompressed`,
);
