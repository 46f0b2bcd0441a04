import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  readCookies,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../client';
import { type FormKind, isFormKind, MAX_BODY_BYTES } from '../forms/kinds';
import { type Submission, validateSubmission } from '../forms/validate';
import { deliveryTargets, type ForwardingConfig } from '../outbox/destinations';
import type { LeadStore } from '../store/types';
import {
  BodyTooLarge,
  cleanHeader,
  isJsonContentType,
  json,
  readBodyLimited,
  xsrfMatches,
} from './http';
import type { RateLimiter } from './rate-limit';

export interface SubmissionDeps {
  /** The store, or a promise of it while it opens; a rejection answers 503. */
  readonly store: () => Promise<LeadStore>;
  readonly forwarding: ForwardingConfig;
  /** A rejection (its database is down) answers 503, like a store failure. */
  readonly rateLimiter: RateLimiter;
  /** Told after a new lead is committed (the outbox wakes up). */
  readonly onStored?: () => void;
  readonly now?: () => Date;
  readonly log?: (message: string) => void;
}

// HubSpot's visitor cookie is 32 hex digits; anything else would make it reject the lead.
const HUBSPOT_UTK = /^[0-9a-f]{32}$/i;
const UNAVAILABLE_RETRY_SECONDS = '5';

/**
 * POST /api/internal/:form (decision 0014). Answers 201 { id } only after the row is committed;
 * every malformed request gets a 4xx; only a store (or shared rate-limit) failure gets 503.
 * @param clientIp the address the per-form rate limit counts, as the server sees it (its proxy
 *   settings honoured), never a value the client sent; `unknown` where there is none (dev server)
 */
export async function handleSubmission(
  request: Request,
  form: string | undefined,
  deps: SubmissionDeps,
  clientIp: string,
): Promise<Response> {
  if (request.method !== 'POST') {
    return json(405, { error: 'method_not_allowed' }, { Allow: 'POST' });
  }
  if (!isFormKind(form)) return json(404, { error: 'not_found' });

  const cookies = readCookies(request.headers.get('cookie'));
  if (!xsrfMatches(cookies.get(XSRF_COOKIE), request.headers.get(XSRF_HEADER))) {
    return json(403, { error: 'forbidden' });
  }

  const limited = await limitRate(form, clientIp, deps);
  if (limited) return json(limited.status, { error: limited.error }, limited.headers);

  if (!isJsonContentType(request.headers.get('content-type'))) {
    return json(415, { error: 'unsupported_media_type' });
  }

  const idempotencyKey = request.headers.get(IDEMPOTENCY_HEADER);
  if (idempotencyKey !== null && !isUsableKey(idempotencyKey)) {
    return json(400, {
      error: 'validation',
      fields: {
        [IDEMPOTENCY_HEADER]: `Use a key of 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible characters`,
      },
    });
  }

  let body: unknown;
  try {
    const bytes = await readBodyLimited(request, MAX_BODY_BYTES);
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    if (error instanceof BodyTooLarge) return json(413, { error: 'too_large' });
    return json(400, { error: 'invalid_json' });
  }

  const result = validateSubmission(form, body);
  if (!result.ok) return json(400, { error: 'validation', fields: result.fields });

  const stored = await storeSubmission(request, result.value, idempotencyKey, deps);
  if ('id' in stored) return json(201, { id: stored.id });
  return json(stored.status, { error: stored.error }, stored.headers);
}

/** An answer that refuses the submission: its status, error and headers. */
export interface Refusal {
  readonly status: number;
  readonly error: string;
  readonly headers: Record<string, string>;
}

/** The per-form, per-address limit: null while under it; 429 over it; 503 when it is down. */
export async function limitRate(
  form: FormKind,
  clientIp: string,
  deps: SubmissionDeps,
): Promise<Refusal | null> {
  let retryAfter: number | null;
  try {
    retryAfter = await deps.rateLimiter.hit(`${form} ${clientIp}`);
  } catch (error) {
    return unavailable(deps, `Rate limiting a ${form} submission failed: ${messageOf(error)}`);
  }
  if (retryAfter === null) return null;
  return {
    status: 429,
    error: 'too_many_requests',
    headers: { 'Retry-After': String(retryAfter) },
  };
}

/**
 * Stores a checked submission with what the request says about its sender, and wakes the
 * outbox for a new one; 503 when the store fails. Resolves only once the row is committed.
 */
export async function storeSubmission(
  request: Request,
  submission: Submission,
  idempotencyKey: string | null,
  deps: SubmissionDeps,
): Promise<{ id: string } | Refusal> {
  const hutk = readCookies(request.headers.get('cookie')).get('hubspotutk');
  const form = submission.kind;
  try {
    const store = await deps.store();
    const { id, created } = await store.insert(
      submission,
      {
        receivedAt: deps.now?.() ?? new Date(),
        userAgent: cleanHeader(request.headers.get('user-agent'), 512),
        hutk: hutk && HUBSPOT_UTK.test(hutk) ? hutk : null,
        idempotencyKey,
        referer: cleanHeader(request.headers.get('referer'), 2048),
      },
      deliveryTargets(form, deps.forwarding),
    );
    if (created) deps.onStored?.();
    return { id };
  } catch (error) {
    return unavailable(deps, `Storing a ${form} submission failed: ${messageOf(error)}`);
  }
}

/** 503 with Retry-After, logged: the visitor's form keeps the entry and may try again. */
function unavailable(deps: SubmissionDeps, message: string): Refusal {
  (deps.log ?? console.error)(message);
  return {
    status: 503,
    error: 'unavailable',
    headers: { 'Retry-After': UNAVAILABLE_RETRY_SECONDS },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isUsableKey(key: string): boolean {
  return key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x21-\x7e]+$/.test(key);
}
