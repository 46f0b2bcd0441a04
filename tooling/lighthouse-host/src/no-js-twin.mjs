// A built site's pages without their scripts, and a static server over a build: what the
// Lighthouse audit's hydration pairs, the hydration-cost and the hero-LCP runners measure a page
// against.
import { cpSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileForUrlPath } from '@tablogs/site-audit';
import sirv from 'sirv';

// Every <script> but data blocks, and module preloads: what a no-JS twin leaves out.
const SCRIPT = /<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * The built client folder copied to a temporary folder, with the pages at `urlPaths` stripped of
 * every script (JSON-LD kept) and precompressed again as the app's server does, so only the
 * scripts differ. The caller removes the folder.
 * @param {string} clientDir
 * @param {readonly string[]} urlPaths
 * @param {(files: string[]) => Promise<unknown>} precompress
 */
export async function noJsTwin(clientDir, urlPaths, precompress) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-nojs-'));
  cpSync(clientDir, dir, { recursive: true });
  await stripScripts(dir, urlPaths, precompress);
  return dir;
}

/**
 * A whole build (client files, server bundle, manifests) copied to `into`, its pages at
 * `urlPaths` stripped as `noJsTwin` strips them: a build the app's own server serves, so a page
 * and its twin differ only in their scripts. `into` must sit where the build's server bundle
 * resolves its packages (inside the app). The caller removes it.
 * @param {string} buildDir a build, or the link to one
 * @param {string} into
 * @param {readonly string[]} urlPaths
 * @param {(files: string[]) => Promise<unknown>} precompress
 */
export async function noJsTwinBuild(buildDir, into, urlPaths, precompress) {
  cpSync(realpathSync(buildDir), into, { recursive: true });
  await stripScripts(path.join(into, 'client'), urlPaths, precompress);
  return into;
}

/**
 * @param {string} dir a client folder
 * @param {readonly string[]} urlPaths
 * @param {(files: string[]) => Promise<unknown>} precompress
 */
async function stripScripts(dir, urlPaths, precompress) {
  const pages = urlPaths.map((urlPath) => {
    const file = fileForUrlPath(dir, urlPath);
    if (!file) throw new Error(`${urlPath} is not in the build`);
    const html = readFileSync(file, 'utf8').replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
    writeFileSync(file, html);
    return file;
  });
  await precompress(pages);
}

/**
 * A static server over `dir` on 127.0.0.1 (brotli and gzip files as the production server sends
 * them).
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic(dir, port) {
  const files = sirv(dir, { brotli: true, gzip: true, etag: true });
  const server = createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(404).end();
    }),
  );
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
