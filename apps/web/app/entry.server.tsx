import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { getContent } from '@tablogs/content/server';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { allPrerenderPaths, prerenderPlan, staticPathsOf } from './routing/prerender-paths.server';

// React Router's default Node entry, rendering whole documents, plus `prerenderPaths`: the server re-renders the site
// through this build when content is published (server/publish/render-site.ts), and needs the
// same list of paths the build prerendered, read from the content as it is now.

export const streamTimeout = 5_000;

/** Every path to prerender, from the route manifest and the current content. */
export async function prerenderPaths(): Promise<string[]> {
  const { routes } = await import('virtual:react-router/server-build');
  return allPrerenderPaths(await prerenderPlan(staticPathsOf(routes), getContent()));
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

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        // React still moves a finished boundary of over 500 bytes out of place (into a hidden
        // div, with a `$RC` script to swap it in) once the page before it exceeds this many bytes.
        // Lazy islands are such boundaries; an infinite chunk keeps each one in place.
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
