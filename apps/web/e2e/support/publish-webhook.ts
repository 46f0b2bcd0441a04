import { signRequest } from '@contentful/node-apps-toolkit';

const PUBLISH_PATH = '/api/content/publish';

/**
 * Contentful's publish webhook for one entry, as it sends it: signed with `secret` at `timestamp`
 * (the server rejects an unsigned, wrongly signed or stale one).
 */
export function sendPublishWebhook(
  origin: string,
  {
    secret,
    entryId,
    timestamp = Date.now(),
  }: { secret: string; entryId: string; timestamp?: number },
): Promise<Response> {
  const body = JSON.stringify({ sys: { id: entryId, type: 'Entry' } });
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
  const signature = signRequest(
    secret,
    { method: 'POST', path: PUBLISH_PATH, headers, body },
    timestamp,
  );
  return fetch(origin + PUBLISH_PATH, {
    method: 'POST',
    headers: { ...headers, ...signature },
    body,
  });
}
