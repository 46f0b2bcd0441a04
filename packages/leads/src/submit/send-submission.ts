import {
  IDEMPOTENCY_HEADER,
  type InvalidAnswer,
  readXsrfToken,
  type StoredAnswer,
  XSRF_HEADER,
  XSRF_TOKEN_ENDPOINT,
} from '../client';
import { ENDPOINTS, type FormKind } from '../forms/kinds';
import { parseRetryAfter, type SubmissionOutcome } from './submission';

/**
 * The token fetch skips the HTTP cache. This package is typed for Node, whose RequestInit lacks
 * `cache` (browsers honour it), hence a named object rather than a literal.
 */
const TOKEN_REQUEST = { credentials: 'same-origin', cache: 'no-store' } as const;

/** Posts one submission to the site's own API and says what became of it; never throws. */
export async function sendSubmission(
  kind: FormKind,
  body: Record<string, unknown>,
  idempotencyKey: string,
  { fetchImpl = fetch, readCookie = pageCookies } = {},
): Promise<SubmissionOutcome> {
  let response: Response;
  try {
    // Pages carry no cookie (a CDN may cache them); the first submission fetches it.
    let token = readXsrfToken(readCookie());
    if (!token) {
      await fetchImpl(XSRF_TOKEN_ENDPOINT, TOKEN_REQUEST);
      token = readXsrfToken(readCookie());
    }
    response = await fetchImpl(ENDPOINTS[kind], {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [XSRF_HEADER]: token,
        [IDEMPOTENCY_HEADER]: idempotencyKey,
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

/** The page's cookies (this package is typed without the DOM, hence the narrow view). */
function pageCookies(): string {
  return (globalThis as { document?: { cookie: string } }).document?.cookie ?? '';
}

/** The API's answer (`StoredAnswer`, `InvalidAnswer`), each field unchecked until read. */
type Answer = { readonly [K in keyof (StoredAnswer & InvalidAnswer)]?: unknown };

async function readJson(response: Response): Promise<Answer | null> {
  try {
    const value: unknown = await response.json();
    return typeof value === 'object' && value !== null ? (value as Answer) : null;
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
