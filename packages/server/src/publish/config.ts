// Publishing's settings, read at start with the rest of the server's (../config.ts), which
// imports this module; nothing in publish/ imports the server's config back.

/** Contentful's signing secrets are 64 characters. */
const SECRET_LENGTH = 64;

export type PublishConfig = { secret: string };

/**
 * CONTENTFUL_WEBHOOK_SECRET switches publishing on; without it the endpoints do not exist (404).
 */
export function readPublishConfig(
  env: Record<string, string | undefined>,
  problems: string[],
): PublishConfig | null {
  const secret = env.CONTENTFUL_WEBHOOK_SECRET?.trim();
  if (!secret) return null;
  if (secret.length !== SECRET_LENGTH || !/^[0-9a-zA-Z+/=_-]+$/.test(secret)) {
    problems.push(
      `CONTENTFUL_WEBHOOK_SECRET must be the ${SECRET_LENGTH}-character signing secret Contentful generates`,
    );
  }
  return { secret };
}
