// compose.yaml and the Dockerfile pass on every setting apps/web/.env.example documents, so a
// variable set in .env reaches the server (and, for the pages, the build) in a container.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

/** The image sets these itself (Dockerfile ENV) or they concern a checkout, not a container. */
const FIXED_BY_THE_IMAGE = ['PORT', 'HOST', 'DATA_DIR', 'APP_DIR', 'BUILD_DIR', 'SKIP_BUILD'];
/** Compose sets these to its own services (DATABASE_URL: the PostgreSQL beside the site). */
const SET_BY_COMPOSE = ['DATABASE_URL'];

const documented = [...read('apps/web/.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map(
  (match) => match[1] as string,
);

describe('deploy settings', () => {
  it('.env.example documents the operations settings', () => {
    expect(documented).toEqual(
      expect.arrayContaining(['LOG_LEVEL', 'METRICS_TOKEN', 'ALERT_WEBHOOK_URL', 'DATABASE_URL']),
    );
  });

  it('compose passes every documented variable to the site', () => {
    const compose = read('compose.yaml');
    const missing = documented
      .filter((name) => !FIXED_BY_THE_IMAGE.includes(name) && !SET_BY_COMPOSE.includes(name))
      .filter((name) => !compose.includes(`${name}: \${${name}:-`));
    expect(missing).toEqual([]);
    for (const name of SET_BY_COMPOSE) expect(compose).toContain(`${name}: `);
  });

  it('the image build takes every page setting compose gives it', () => {
    const pageSettings = read('compose.yaml').split('services:')[0] ?? '';
    const names = [...pageSettings.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    const dockerfile = read('Dockerfile');
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !dockerfile.includes(`ARG ${name}\n`))).toEqual([]);
  });

  it('one Node everywhere: .nvmrc, the image, CI and the release job (decision 0045)', () => {
    const major = read('.nvmrc').trim();
    expect(major).toMatch(/^\d+$/);
    expect(read('Dockerfile')).toContain(`ARG NODE_VERSION=${major}\n`);
    expect(read('.github/workflows/ci.yml')).toContain(`container: node:${major}-bookworm\n`);
    expect(read('.github/workflows/release.yml')).toContain(`node-version: ${major}\n`);
    expect(read('.ci/run')).toContain(`-lt ${major} ]`);
    // engines names the oldest supported Node, which is not newer than the one everything runs.
    const floor = JSON.parse(read('package.json')).engines.node.match(/^>=(\d+)\./)?.[1];
    expect(Number(floor)).toBeLessThanOrEqual(Number(major));
  });
});
