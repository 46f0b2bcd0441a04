// The child process of a publish (render-in-child.ts, decision 0058): loads the live server build,
// renders the content as it is now into a new build folder (render-site.ts), answers with what it
// rendered and exits, taking the render's memory with it. production-mode.ts must run before any
// dependency is resolved, as in the server (start.ts), so the rest is imported after.
import '../../production-mode.ts';
import type { RenderResult } from './render-site.ts';

/** What the serving process asks: which build renders, from which live build, into where. */
export type RenderRequest = {
  serverBuildFile: string;
  liveBuildDir: string;
  buildDir: string;
  full: boolean;
};
export type RenderAnswer = { ok: true; result: RenderResult } | { ok: false; error: string };

const path = await import('node:path');
const { pathToFileURL } = await import('node:url');
const { renderSiteInto } = await import('./render-site.ts');

// The serving process gone (killed, restarted): nobody waits for this render.
process.once('disconnect', () => process.exit(1));

process.once('message', async (request: RenderRequest) => {
  let answer: RenderAnswer;
  try {
    const build = await import(pathToFileURL(request.serverBuildFile).href);
    const result = await renderSiteInto({
      site: {
        build,
        buildDir: request.liveBuildDir,
        clientDir: path.join(request.liveBuildDir, 'client'),
      },
      buildDir: request.buildDir,
      full: request.full,
    });
    answer = { ok: true, result };
  } catch (error) {
    answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(answer, () => process.exit(0));
});
