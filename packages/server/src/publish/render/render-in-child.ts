// Runs a publish's render (render-site.ts) in a child process (decision 0058). Rendering two
// thousand pages grew the serving process's heap by 300–400 MB that V8 then kept: a replica sized
// for its visitors was killed by its memory limit on the next publish. A child's memory is the
// system's again when it exits; the serving process only waits for its answer.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Site } from '../../site/site.ts';
import type { RenderAnswer, RenderRequest } from './render-child.ts';
import type { RenderResult } from './render-site.ts';

// The child beside this module: `.ts` in the repository (run through tsx, as the server is), `.js`
// in the production artifact, where the server is compiled (decision 0042).
const here = fileURLToPath(import.meta.url);
const CHILD = path.join(path.dirname(here), `render-child${path.extname(here)}`);
/** The last of the child's error output kept for the publish's error. */
const STDERR_KEPT = 4000;

/**
 * Renders `site`'s content into `buildDir` as renderSiteInto does, in a child process.
 * @returns rejects with the child's error (its message, or how it ended and its last output)
 */
export function renderInChild({
  site,
  buildDir,
  full = false,
}: {
  site: Site;
  buildDir: string;
  full?: boolean;
}): Promise<RenderResult> {
  const request: RenderRequest = {
    serverBuildFile: site.serverBuildFile,
    liveBuildDir: site.buildDir,
    buildDir,
    full,
  };
  const child = fork(CHILD, [], {
    // tsx compiles the repository's TypeScript in the child too; the artifact's is JavaScript.
    execArgv: CHILD.endsWith('.ts') ? ['--import', import.meta.resolve('tsx/esm')] : [],
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    serialization: 'advanced',
  });
  return answerOf(child, request);
}

function answerOf(child: ChildProcess, request: RenderRequest): Promise<RenderResult> {
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT);
  });
  return new Promise((resolve, reject) => {
    let answer: RenderAnswer | null = null;
    child.on('message', (message: RenderAnswer) => {
      answer = message;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (answer?.ok) resolve(answer.result);
      else if (answer) reject(new Error(answer.error));
      else {
        const ended = signal ? `was killed by ${signal}` : `exited with ${code}`;
        reject(new Error(`The render process ${ended} without an answer. ${stderr.trim()}`));
      }
    });
    child.send(request);
  });
}
