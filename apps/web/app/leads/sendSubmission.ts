import { ENDPOINTS, type FormKind, XSRF_TOKEN_ENDPOINT } from '@tablogs/leads';
import { parseRetryAfter, type SubmissionOutcome } from './submission';

export const XSRF_COOKIE = 'XSRF-TOKEN';

/** The anti-forgery token the server set as a cookie (decisions §5). */
export function readXsrfToken(cookie: string): string {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return '';
}

/** Posts one submission to the site's own API and says what became of it; never throws. */
export async function sendSubmission(
  kind: FormKind,
  body: Record<string, unknown>,
  idempotencyKey: string,
  { fetchImpl = fetch, readCookie = () => document.cookie } = {},
): Promise<SubmissionOutcome> {
  let response: Response;
  try {
    // Pages carry no cookie (a CDN may cache them); the first submission fetches it.
    let token = readXsrfToken(readCookie());
    if (!token) {
      await fetchImpl(XSRF_TOKEN_ENDPOINT, { credentials: 'same-origin', cache: 'no-store' });
      token = readXsrfToken(readCookie());
    }
    response = await fetchImpl(ENDPOINTS[kind], {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': token,
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'unavailable' };
  }

  switch (response.status) {
    case 200:
    case 201: {
      const answer = await readJson(response);
      const id = answer && typeof answer.id === 'string' ? answer.id : '';
      return { kind: 'stored', id };
    }
    case 400: {
      const answer = await readJson(response);
      const fields = answer?.fields;
      if (fields && typeof fields === 'object' && !Array.isArray(fields)) {
        return { kind: 'invalid', fields: stringEntries(fields) };
      }
      return { kind: 'unavailable' };
    }
    case 403:
      return { kind: 'forbidden' };
    case 413:
      return { kind: 'too-large' };
    case 429:
      return {
        kind: 'rate-limited',
        retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
      };
    default:
      return { kind: 'unavailable' };
  }
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await response.json();
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function stringEntries(value: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
