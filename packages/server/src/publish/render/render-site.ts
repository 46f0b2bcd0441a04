// Renders the site again through the loaded server build, for content published since it was
// built: the same requests React Router's prerender makes (a page's `.data`, then its HTML with
// that data; a resource route's file), inside one content scope so every page reads one fresh copy
// of the published content. Only the pages whose content reads changed are rendered (decision
// 0041: content-reads.json); the others, and the scripts, styles and images, which do not depend
// on content, are hard-linked from the live build. Needs no build toolchain: a production-only
// install (the container) publishes too. See docs/decisions/0005. The server runs it in a child
// process (render-in-child.ts, decision 0058).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type ServerBuild,
} from 'react-router';
import { contentScopes } from '../../preview/content-scope.ts';
import {
  moveNotFoundPage,
  precompress,
  prepareScripts,
  replaceFile,
  writeCspHashes,
  writePageEtags,
  writePageFragments,
} from '../../site/finish-pages.ts';
import type { Site } from '../../site/site.ts';
import { recordContentReads } from '../content-reads.ts';
import { linkUnrendered } from '../kept-files.ts';
import {
  fragmentFactsChanged,
  pagesToRender,
  READS_MANIFEST,
  ReadsCollector,
  readReadsManifest,
} from '../reads-manifest.ts';
import { fragmentsOfKeptPages, fragmentsShown } from './fragment-sources.ts';

/** Pages rendered at once: their content reads wait on I/O while another page renders. */
const CONCURRENCY = 2;
const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);

/** Pages the content has, how many this render rendered, and the milliseconds of each step. */
export type RenderResult = { pages: number; rendered: number; phases: Record<string, number> };
/** What a render needs of the live build: its server build and its files. */
export type LiveBuild = Pick<Site, 'build' | 'buildDir' | 'clientDir'>;

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
  site: LiveBuild;
  buildDir: string;
  full?: boolean;
}): Promise<RenderResult> {
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

    const renderAll = async (queue: Target[]) => {
      const worker = async () => {
        for (let target = queue.shift(); target; target = queue.shift()) {
          const recorded = await recordContentReads(() => renderTarget(render, clientDir, target));
          written.push(...recorded.result);
          reads.add(target.urlPath, recorded.reads);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    };
    await renderAll(targets.filter((t) => toRender.has(t.urlPath)));
    // Each shared fragment the kept pages show comes from a page rendered now, when what it
    // read changed (decision 0057).
    const keptShowing = fragmentFactsChanged(entry.contentFactHashes ? previous : null, now)
      ? await fragmentsOfKeptPages(site.buildDir, targets, toRender)
      : new Map();
    for (let seen = await fragmentsShown(written); ; ) {
      const more = [...keptShowing]
        .filter(([name]) => !seen.has(name))
        .flatMap(([, showing]) => showing.splice(0, 1));
      if (more.length === 0) break;
      for (const target of more) toRender.add(target.urlPath);
      const before = written.length;
      await renderAll(more);
      for (const name of await fragmentsShown(written.slice(before))) seen.add(name);
    }
    renderedCount = toRender.size;
    phases.lap('renderMs');
  });

  if (await moveNotFoundPage(clientDir)) written.push(path.join(clientDir, '404.html'));
  // The 404 page's own folder and data are gone now.
  const files = written.filter((file) => existsSync(file));
  const pages = files.filter((file) => file.endsWith('.html'));
  await prepareScripts(pages);
  const renderedPages = new Set(pages.map((file) => pageFileOf(clientDir, file)));
  const cspHashes = await writeCspHashes(buildDir, {
    reuseFrom: site.buildDir,
    rendered: renderedPages,
  });
  await writePageFragments(buildDir, Object.keys(cspHashes), {
    reuseFrom: site.buildDir,
    rendered: renderedPages,
  });
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
