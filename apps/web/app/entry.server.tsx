import { PassThrough } from 'node:stream';
import { factHashes, getContent } from '@tablogs/content/server';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { IslandSlotsContext } from './islands/island';
import { createIslandSlots } from './islands/island-slots.server';
import { allPrerenderPaths, prerenderPlan, staticPathsOf } from './routing/prerender-paths.server';

// React Router's default Node entry, rendering whole documents, plus `prerenderPaths`: the server re-renders the site
// through this build when content is published (packages/server/src/publish/render/render-site.ts), and needs the
// same list of paths the build prerendered, read from the content as it is now.

export const streamTimeout = 5_000;

/** Every path to prerender, from the route manifest and the current content. */
export async function prerenderPaths(): Promise<string[]> {
  const { routes } = await import('virtual:react-router/server-build');
  return allPrerenderPaths(await prerenderPlan(staticPathsOf(routes), getContent()));
}

/**
 * The content facts (content-reads.ts) the pages read at the last render, asked again of the
 * content as it is now: a publish renders the pages whose facts hash differently.
 */
export function contentFactHashes(keys: Iterable<string>): Promise<Record<string, string>> {
  return factHashes(getContent(), keys);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every page is prerendered (a draft preview renders for one editor): wait for all of it, so
    // the HTML holds each Suspense boundary's content in place. Streaming the shell first would
    // leave that content hidden until inline reveal scripts run, which React delays to batch
    // reveals: later paint with scripts, and none at all without them.
    const readyOption: keyof RenderToPipeableStreamOptions = 'onAllReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // Islands render afterwards, each as a root of its own (islands/island-slots.server.tsx).
    const islandSlots = createIslandSlots();
    const { pipe, abort } = renderToPipeableStream(
      <IslandSlotsContext value={islandSlots}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandSlotsContext>,
      {
        [readyOption]() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('error', reject);
          body.on('end', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            try {
              const html = islandSlots.fill(Buffer.concat(chunks).toString('utf8'));
              responseHeaders.set('Content-Type', 'text/html');
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            } catch (error) {
              reject(error);
            }
          });
          pipe(body);
        },
        // React still moves a finished boundary of over 500 bytes out of place (into a hidden
        // div, with a `$RC` script to swap it in) once the page before it exceeds this many bytes.
        // An infinite chunk keeps every boundary in place, so the HTML needs no script to show it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
