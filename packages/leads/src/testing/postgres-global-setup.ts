// Vitest global setup: a throwaway PostgreSQL cluster for the PostgreSQL store tests, when this
// machine has Debian's binaries. Tests read its URL with inject('postgresUrl'); an empty string
// means "not available here" and they skip. In CI (CI=true) a missing PostgreSQL fails the run
// instead: .ci/run installs it.
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  if (!server) {
    if (process.env.CI === 'true') {
      throw new Error('PostgreSQL is required in CI: no initdb under /usr/lib/postgresql/*/bin');
    }
    project.provide('postgresUrl', '');
    return;
  }
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
