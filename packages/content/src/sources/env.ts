import { createContentfulSource } from './contentful';
import { createEmbeddedSource } from './embedded';
import type { ContentSource } from './types';

type Env = Record<string, string | undefined>;

const TRUE_VALUES = new Set(['1', 'true', 'yes']);

/**
 * The source the environment asks for: Contentful when `CONTENTFUL_SPACE_ID` or
 * `CONTENTFUL_DELIVERY_TOKEN` is set (the SDK rejects a half configuration with
 * 'Expected parameter accessToken' / 'Expected parameter space'), the embedded files otherwise.
 */
export function sourceFromEnv(env: Env = process.env): ContentSource {
  const space = env.CONTENTFUL_SPACE_ID?.trim() || undefined;
  const accessToken = env.CONTENTFUL_DELIVERY_TOKEN?.trim() || undefined;
  // A bundler moves this module away from the package folder; CONTENT_EMBEDDED_DIR then says
  // where the embedded content lives.
  if (!space && !accessToken)
    return createEmbeddedSource(env.CONTENT_EMBEDDED_DIR?.trim() || undefined);
  return createContentfulSource({
    space,
    accessToken,
    environment: env.CONTENTFUL_ENVIRONMENT?.trim() || 'master',
    host: env.CONTENTFUL_HOST?.trim() || undefined,
    insecure: TRUE_VALUES.has(env.CONTENTFUL_INSECURE?.trim().toLowerCase() ?? ''),
  });
}

/** Where the Contentful Preview API (drafts as well as published entries) answers. */
export const DEFAULT_PREVIEW_HOST = 'preview.contentful.com';

/**
 * The Preview API source for the space and environment the site reads: `CONTENTFUL_PREVIEW_TOKEN`
 * at `CONTENTFUL_PREVIEW_HOST` (default preview.contentful.com). Each call makes a new client, so
 * a preview request never sees another request's cache.
 */
export function previewSourceFromEnv(env: Env = process.env): ContentSource {
  return createContentfulSource({
    space: env.CONTENTFUL_SPACE_ID?.trim() || undefined,
    accessToken: env.CONTENTFUL_PREVIEW_TOKEN?.trim() || undefined,
    environment: env.CONTENTFUL_ENVIRONMENT?.trim() || 'master',
    host: env.CONTENTFUL_PREVIEW_HOST?.trim() || DEFAULT_PREVIEW_HOST,
    insecure: TRUE_VALUES.has(env.CONTENTFUL_INSECURE?.trim().toLowerCase() ?? ''),
  });
}

/** A key that identifies the configured source, so one source serves a whole build. */
export function sourceKey(env: Env = process.env): string {
  return [
    env.CONTENTFUL_SPACE_ID,
    env.CONTENTFUL_DELIVERY_TOKEN,
    env.CONTENTFUL_ENVIRONMENT,
    env.CONTENTFUL_HOST,
    env.CONTENTFUL_INSECURE,
    env.CONTENT_EMBEDDED_DIR,
  ].join('\u0000');
}
