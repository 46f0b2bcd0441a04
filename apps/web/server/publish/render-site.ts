// Renders the site again through the loaded server build, for content published since it was
// built: the same requests React Router's prerender makes (a page's `.data`, then its HTML with
// that data; a resource route's file), inside one content scope so every page reads one fresh copy
// of the published content. Only the pages whose content reads changed are rendered (decision
// 0041: content-reads.json); the others, and the scripts, styles and images, which do not depend
// on content, are hard-linked from the live build. Needs no build toolchain: a production-only
// install (the container) publishes too. See docs/decisions/0005.
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, writeFile } from 'node:fs/promises';
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
import { recordContentReads } from './content-reads.ts';
import {
  pagesToRender,
  READS_MANIFEST,
  ReadsCollector,
  readReadsManifest,
} from './reads-manifest.ts';

/** Pages rendered at once: rendering is CPU work on the thread that also serves visitors. */
const CONCURRENCY = 2;
const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);

type ServerEntry = {
  prerenderPaths?: () => Promise<string[]>;
  contentFactHashes?: (keys: Iterable<string>) => Promise<Record<string, string>>;
};

/**
 * @param options `buildDir` must not exist yet; it receives `client/`, `csp-hashes.json` and
 *   `content-reads.json`. `full` renders every page whatever the manifest says.
 * @returns rejects, naming the path, when a page fails to render
 */
export async function renderSiteInto({
  site,
  buildDir,
  full = false,
}: {
  site: Site;
  buildDir: string;
  full?: boolean;
}): Promise<{ pages: number; rendered: number; phases: Record<string, number> }> {
  const phases = phaseTimer();
  const clientDir = path.join(buildDir, 'client');
  const render = createRequestHandler(site.build, 'production');
  const routes = routeTree(site.build.routes);
  const previous = full ? null : await readReadsManifest(site.buildDir);
  const reads = new ReadsCollector();
  const written: string[] = [];
  let pageCount = 0;
  let renderedCount = 0;

  await contentScopes.run({ preview: false }, async () => {
    const entry = site.build.entry.module as ServerEntry;
    if (!entry.prerenderPaths) throw new Error('The server build has no prerenderPaths()');
    const targets = (await entry.prerenderPaths()).map((urlPath) =>
      classify(routes, site.build, urlPath),
    );
    phases.lap('contentMs');
    const now =
      previous && entry.contentFactHashes
        ? await entry.contentFactHashes(Object.keys(previous.facts))
        : {};
    const toRender = pagesToRender(
      entry.contentFactHashes ? previous : null,
      targets.map((t) => t.urlPath),
      now,
    );
    phases.lap('factsMs');
    const kept = targets.filter((t) => !toRender.has(t.urlPath));
    for (const target of kept) if (previous) reads.keep(target.urlPath, previous);
    await linkUnrendered(site.clientDir, clientDir, {
      contentFiles: new Set(targets.filter((t) => t.resourceRoute).map((t) => t.urlPath)),
      keptPages: new Set(kept.map((t) => t.urlPath)),
    });
    phases.lap('linkMs');
    pageCount = targets.length;
    renderedCount = toRender.size;

    const queue = targets.filter((t) => toRender.has(t.urlPath));
    const worker = async () => {
      for (let target = queue.shift(); target; target = queue.shift()) {
        const recorded = await recordContentReads(() => renderTarget(render, clientDir, target));
        written.push(...recorded.result);
        reads.add(target.urlPath, recorded.reads);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    phases.lap('renderMs');
  });

  if (await moveNotFoundPage(clientDir)) written.push(path.join(clientDir, '404.html'));
  // The 404 page's own folder and data are gone now.
  const files = written.filter((file) => existsSync(file));
  const pages = files.filter((file) => file.endsWith('.html'));
  await prepareScripts(pages);
  const renderedPages = new Set(pages.map((file) => pageFileOf(clientDir, file)));
  await writeCspHashes(buildDir, { reuseFrom: site.buildDir, rendered: renderedPages });
  await writePageEtags(buildDir, { reuseFrom: site.buildDir, rendered: renderedPages });
  await precompress(files);
  await writeFile(path.join(buildDir, READS_MANIFEST), JSON.stringify(reads.toJSON()));
  phases.lap('finishMs');
  return { pages: pageCount, rendered: renderedCount, phases: phases.laps };
}

/** Milliseconds spent in each named step, for the publish log line. */
function phaseTimer() {
  const laps: Record<string, number> = {};
  let last = performance.now();
  return {
    laps,
    lap(name: string) {
      const now = performance.now();
      laps[name] = Math.round(now - last);
      last = now;
    },
  };
}

/** `/about/index.html` for a file of `clientDir`: how csp-hashes.json names pages. */
function pageFileOf(clientDir: string, file: string) {
  return `/${path.relative(clientDir, file).split(path.sep).join('/')}`;
}

/**
 * The page a file of a build belongs to, when a render writes it: `/x/index.html`, `/x.data`
 * and their compressed copies are page `/x`; `/404.html` is `/404`; a resource route's file is
 * its own page. Null for files no render writes (assets, images).
 */
function renderedPageOf(urlPath: string, contentFiles: ReadonlySet<string>): string | null {
  const original = urlPath.replace(/\.(br|gz)$/, '');
  const resource = original.replace(/\.data$/, '');
  if (contentFiles.has(original) || contentFiles.has(resource)) return resource;
  if (original === '/_root.data' || original === '/index.html') return '/';
  if (original === '/404.html') return '/404';
  if (original.endsWith('/index.html')) return original.slice(0, -'/index.html'.length);
  if (original.endsWith('.data')) return resource;
  return null;
}

/**
 * Hard-links (or copies, across file systems) every file of the live build that this render does
 * not write: assets, images, icons, and the files of the pages it keeps. Files of pages that are
 * rendered, or that the content no longer has, are left out.
 * @param pages `contentFiles`: URL paths of resource files (e.g. /sitemap.xml); `keptPages`: pages
 *   not rendered again
 */
async function linkUnrendered(
  fromDir: string,
  toDir: string,
  pages: { contentFiles: ReadonlySet<string>; keptPages: ReadonlySet<string> },
) {
  const links: Array<[string, string]> = [];
  const folders = new Set<string>();
  for (const file of await filesUnder(fromDir)) {
    const urlPath = `/${path.relative(fromDir, file).split(path.sep).join('/')}`;
    const page = renderedPageOf(urlPath, pages.contentFiles);
    if (page !== null && !pages.keptPages.has(decodeURIComponentSafe(page))) continue;
    const target = path.join(toDir, ...urlPath.split('/'));
    folders.add(path.dirname(target));
    links.push([file, target]);
  }
  // Thousands of files on a large blog: a few system calls in flight at once, not one by one.
  await inBatches([...folders], (folder) => mkdir(folder, { recursive: true }));
  await inBatches(links, ([file, target]) =>
    link(file, target).catch(() => copyFile(file, target)),
  );
}

const IN_FLIGHT = 32;

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += IN_FLIGHT) {
    await Promise.all(items.slice(start, start + IN_FLIGHT).map(work));
  }
}

function decodeURIComponentSafe(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
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
