// Renders the site again through the loaded server build, for content published since it was
// built: the same requests React Router's prerender makes (a page's `.data`, then its HTML with
// that data; a resource route's file), inside one content scope so every page reads one fresh copy
// of the published content. Scripts, styles and images do not depend on content, so the new build
// hard-links them from the live one. Needs no build toolchain: a production-only install (the
// container) publishes too. See docs/decisions/0005.
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type ServerBuild,
} from 'react-router';
import { contentScopes } from '../content-scope.ts';
import {
  filesUnder,
  moveNotFoundPage,
  precompress,
  prepareScripts,
  replaceFile,
  writeCspHashes,
  writePageEtags,
} from '../finish-pages.ts';
import type { Site } from '../site.ts';

/** Pages rendered at once: rendering is CPU work on the thread that also serves visitors. */
const CONCURRENCY = 2;
const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);

/**
 * @param options `buildDir` must not exist yet; it receives `client/` and `csp-hashes.json`
 * @returns rejects, naming the path, when a page fails to render
 */
export async function renderSiteInto({
  site,
  buildDir,
}: {
  site: Site;
  buildDir: string;
}): Promise<{ pages: number }> {
  const clientDir = path.join(buildDir, 'client');
  const render = createRequestHandler(site.build, 'production');
  const routes = routeTree(site.build.routes);
  const written: string[] = [];

  await contentScopes.run({ preview: false }, async () => {
    const entry = site.build.entry.module as { prerenderPaths?: () => Promise<string[]> };
    if (!entry.prerenderPaths) throw new Error('The server build has no prerenderPaths()');
    const targets = (await entry.prerenderPaths()).map((urlPath) =>
      classify(routes, site.build, urlPath),
    );
    const resourceFiles = new Set(targets.filter((t) => t.resourceRoute).map((t) => t.urlPath));
    await linkUnrendered(site.clientDir, clientDir, resourceFiles);

    const queue = [...targets];
    const worker = async () => {
      for (let target = queue.shift(); target; target = queue.shift()) {
        written.push(...(await renderTarget(render, clientDir, target)));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  });

  if (await moveNotFoundPage(clientDir)) written.push(path.join(clientDir, '404.html'));
  // The 404 page's own folder and data are gone now.
  const files = written.filter((file) => existsSync(file));
  const pages = files.filter((file) => file.endsWith('.html'));
  await prepareScripts(pages);
  await writeCspHashes(buildDir);
  await writePageEtags(buildDir);
  await precompress(files);
  return { pages: pages.length };
}

/**
 * Hard-links (or copies, across file systems) every file of the live build that no render
 * writes: assets, images, icons. Pages, their `.data` and resource files, and the compressed
 * copies of those, are left to the render.
 * @param resourcePaths URL paths of resource files (e.g. /sitemap.xml)
 */
async function linkUnrendered(fromDir: string, toDir: string, resourcePaths: Set<string>) {
  for (const file of await filesUnder(fromDir)) {
    const urlPath = `/${path.relative(fromDir, file).split(path.sep).join('/')}`;
    const original = urlPath.replace(/\.(br|gz)$/, '');
    if (/\.(html|data)$/.test(original) || resourcePaths.has(original)) continue;
    const target = path.join(toDir, ...urlPath.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await link(file, target).catch(() => copyFile(file, target));
  }
}

/**
 * What React Router's prerender writes for one path.
 * @returns the files written
 */
async function renderTarget(
  render: (request: Request) => Promise<Response>,
  clientDir: string,
  { urlPath, resourceRoute, hasLoader }: Target,
): Promise<string[]> {
  const files: string[] = [];
  if (hasLoader) {
    const dataPath = urlPath === '/' ? '/_root.data' : `${urlPath.replace(/\/$/, '')}.data`;
    const dataUrl = new URL(`http://localhost${dataPath}`);
    if (resourceRoute) dataUrl.searchParams.set('_routes', resourceRoute);
    const dataResponse = await render(new Request(dataUrl));
    const data = await dataResponse.text();
    if (dataResponse.status !== 200 && dataResponse.status !== 202) {
      throw new Error(`Rendering ${dataPath} answered ${dataResponse.status}`);
    }
    files.push(await writeOut(clientDir, dataPath, data));
  }

  if (resourceRoute) {
    const response = await render(new Request(`http://localhost${urlPath}`));
    if (response.status !== 200)
      throw new Error(`Rendering ${urlPath} answered ${response.status}`);
    files.push(await writeOut(clientDir, urlPath, Buffer.from(await response.arrayBuffer())));
    return files;
  }

  const pagePath = `${urlPath}/`.replace(/\/\/+/g, '/');
  // React Router's build hands the page its data in a header honoured only inside its build
  // process; here the loaders run again, reading the same content snapshot (cheap: it is cached
  // in the scope), so the page and its .data agree.
  const response = await render(new Request(`http://localhost${pagePath}`));
  let html = await response.text();
  if (REDIRECT_STATUS.has(response.status)) {
    html = redirectPage(response.headers.get('Location') ?? '/', pagePath, response.status);
  } else if (response.status !== 200) {
    throw new Error(`Rendering ${urlPath} answered ${response.status}`);
  }
  files.push(await writeOut(clientDir, `${pagePath}index.html`, html));
  return files;
}

async function writeOut(clientDir: string, urlPath: string, body: string | Buffer) {
  const file = path.join(clientDir, ...urlPath.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await replaceFile(file, body);
  return file;
}

/**
 * The page React Router's prerender writes for a redirecting path.
 */
function redirectPage(location: string, from: string, status: number) {
  const to = escapeHtml(location);
  return `<!doctype html>
<head>
<title>Redirecting to: ${to}</title>
<meta http-equiv="refresh" content="${status === 302 ? 2 : 0};url=${to}">
<meta name="robots" content="noindex">
</head>
<body>
\t<a href="${to}">
    Redirecting from <code>${escapeHtml(from)}</code> to <code>${to}</code>
  </a>
</body>
</html>`;
}

function escapeHtml(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The build's flat route manifest as the nested routes `matchRoutes` takes.
 */
function routeTree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes).flatMap((route) => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path: routePath, caseSensitive } = route;
    return [
      route.index
        ? { id, path: routePath, caseSensitive, index: true }
        : { id, path: routePath, caseSensitive, children: routeTree(routes, id) },
    ];
  });
}

/**
 * `resourceRoute`: the id of the route when it answers with a file (sitemap.xml, robots.txt):
 * a route without a component or error boundary.
 */
type Target = { urlPath: string; resourceRoute: string | null; hasLoader: boolean };

function classify(tree: RouteObject[], build: ServerBuild, urlPath: string): Target {
  const matches = matchRoutes(tree, `/${urlPath}/`.replace(/^\/\/+/, '/'));
  if (!matches) throw new Error(`No route renders ${urlPath}`);
  const leafId = String(matches.at(-1)?.route.id);
  const module = build.routes[leafId]?.module;
  const resource = Boolean(module && !module.default && !module.ErrorBoundary);
  return {
    urlPath,
    resourceRoute: resource ? leafId : null,
    hasLoader: resource
      ? Boolean(module?.loader)
      : matches.some((match) => build.assets.routes[String(match.route.id)]?.hasLoader),
  };
}
