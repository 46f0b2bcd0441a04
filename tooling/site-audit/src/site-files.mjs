// The built site on disk: which HTML pages exist and which file answers a URL path, resolved the
// way the production server (sirv) does: `decodeURI`, then the path, `<path>.html`, `<path>/index.html`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The client folder of the build the environment points at: `<BUILD_DIR>/client`, BUILD_DIR
 * (default `build`) taken from the app's folder.
 * @param {string} appDir the app whose build is read
 * @param {Record<string, string | undefined>} [env]
 */
export function clientDirFromEnv(appDir, env = process.env) {
  const clientDir = path.join(path.resolve(appDir, env.BUILD_DIR ?? 'build'), 'client');
  if (!existsSync(clientDir)) {
    throw new Error(`No built site at ${clientDir}: run the build first.`);
  }
  return clientDir;
}

/** @param {string} dir @returns {string[]} */
export function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * The URL path a built HTML file is served at.
 * @param {string} clientDir
 * @param {string} file
 */
export function urlPathOf(clientDir, file) {
  const relative = path.relative(clientDir, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  if (relative.endsWith('/index.html')) return `/${relative.slice(0, -'/index.html'.length)}`;
  return `/${relative.replace(/\.html$/, '')}`;
}

/**
 * Every prerendered page: its file and URL path, sorted by path.
 * @param {string} clientDir
 * @returns {{ file: string, urlPath: string }[]}
 */
export function builtPages(clientDir) {
  return filesUnder(clientDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, urlPath: urlPathOf(clientDir, file) }))
    .sort((a, b) => a.urlPath.localeCompare(b.urlPath));
}

/**
 * The file that answers a URL path (no query, no fragment), or null.
 * @param {string} clientDir
 * @param {string} urlPath
 */
export function fileForUrlPath(clientDir, urlPath) {
  let decoded;
  try {
    decoded = decodeURI(urlPath);
  } catch {
    return null;
  }
  const base = path.join(clientDir, ...decoded.split('/').filter(Boolean));
  if (!base.startsWith(clientDir)) return null;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}
