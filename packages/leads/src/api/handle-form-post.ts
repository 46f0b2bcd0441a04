// The form API for a form posted without JavaScript (docs/decisions/0034): the same checks,
// limit and store as the JSON route (handle-submission.ts), answered with a page or a redirect.
import {
  FORM_POST_CONTENT_TYPE,
  type FormPostPage,
  formValuesOf,
  readFormPostBody,
  sentPath,
} from '../forms/form-post';
import { HONEYPOT_FIELD, isFormKind, MAX_BODY_BYTES } from '../forms/kinds';
import { PAGE_URL_MAX_LENGTH, validateSubmission } from '../forms/validate';
import { limitRate, type SubmissionDeps, storeSubmission } from './handle-submission';
import { BodyTooLarge, readBodyLimited } from './http';

/** What the server sends for a native post. */
export type FormPostAnswer =
  /**
   * 303 See Other to a page with no personal data (`sentPath`): the browser follows with a GET,
   * so a reload never posts again.
   */
  | { readonly kind: 'redirect'; readonly location: string; readonly leadId: string }
  /** The form again, rendered for this answer (private, never cached), with this status. */
  | {
      readonly kind: 'page';
      readonly status: number;
      readonly page: FormPostPage;
      readonly headers: Record<string, string>;
    }
  /** A short text answer: the post is not one of this site's forms. */
  | {
      readonly kind: 'refused';
      readonly status: 403 | 404 | 405 | 415;
      readonly message: string;
      readonly headers: Record<string, string>;
    };

export interface FormPostOptions {
  /**
   * The site's public origin (`SITE_URL`), accepted in `Origin` besides the request's own origin:
   * behind a CDN the server may see another host name than the visitor's browser.
   */
  readonly siteOrigin?: string | null;
}

/**
 * A native post of one of the four forms. Checked in the JSON route's order, with the browser's
 * own provenance headers in place of the anti-forgery token (a cached page cannot carry one):
 * 405, 404, 403 cross-site, 429 (nothing read), 415, 413, then the fields. A post with errors
 * stores nothing and gets the form back with them (400); a stored lead goes on to its form's
 * confirmation (303: /final-step for the free trial, `sentPath` for the others).
 * @param clientIp see handleSubmission
 */
export async function handleFormPost(
  request: Request,
  form: string | undefined,
  deps: SubmissionDeps,
  clientIp: string,
  options: FormPostOptions = {},
): Promise<FormPostAnswer> {
  if (request.method !== 'POST') {
    return refused(405, 'Send this form with POST.', { Allow: 'POST' });
  }
  if (!isFormKind(form)) return refused(404, 'There is no such form.');
  if (!isSameOriginPost(request, options.siteOrigin ?? null)) {
    return refused(403, 'This form can only be sent from the TabLogs site itself.');
  }

  const limited = await limitRate(form, clientIp, deps);
  if (limited) return notSent(form, limited.status, limited.headers, {});

  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== FORM_POST_CONTENT_TYPE) {
    return refused(415, `Send this form as ${FORM_POST_CONTENT_TYPE}.`);
  }
  let body: Record<string, string> | null;
  try {
    body = readFormPostBody(await readBodyLimited(request, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLarge) return notSent(form, 413, {}, {});
    body = null; // the body broke off: as unreadable as bytes that are not UTF-8
  }
  if (body === null) {
    return {
      kind: 'page',
      status: 400,
      page: { form, outcome: 'invalid', values: {}, errors: { _body: UNREADABLE } },
      headers: {},
    };
  }

  const result = validateSubmission(form, {
    ...body,
    // The JSON route is told the page by the browser's script; here the browser says it.
    page_url: body.page_url ?? sameOriginReferer(request),
    [HONEYPOT_FIELD]: body[HONEYPOT_FIELD] ?? '',
  });
  const values = formValuesOf(form, body);
  if (!result.ok) {
    return {
      kind: 'page',
      status: 400,
      page: { form, outcome: 'invalid', values, errors: result.fields },
      headers: {},
    };
  }

  // No Idempotency-Key: without a script nothing can make one, and a 303 keeps a reload from
  // posting again.
  const stored = await storeSubmission(request, result.value, null, deps);
  if (!('id' in stored)) return notSent(form, stored.status, stored.headers, values);
  return {
    kind: 'redirect',
    location: sentPath(form, result.value.fields.document ?? null),
    leadId: stored.id,
  };
}

const UNREADABLE = 'The form could not be read. Reload the page and send it again.';

function refused(
  status: 403 | 404 | 405 | 415,
  message: string,
  headers: Record<string, string> = {},
): FormPostAnswer {
  return { kind: 'refused', status, message, headers };
}

function notSent(
  form: FormPostPage['form'],
  status: number,
  headers: Record<string, string>,
  values: Record<string, string>,
): FormPostAnswer {
  const reason = status === 429 ? 'rate-limited' : status === 413 ? 'too-large' : 'unavailable';
  const retryAfter = Number(headers['Retry-After']);
  return {
    kind: 'page',
    status,
    page: {
      form,
      outcome: 'not-sent',
      reason,
      retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : null,
      values,
    },
    headers,
  };
}

/**
 * Whether a native post comes from this site's own pages, by what the browser says:
 * `Sec-Fetch-Site` when sent (only `same-origin` passes; the browser computed it, so it holds
 * behind any proxy), else `Origin` (the request's own origin or the site's public one), else a
 * `Referer` with one of those origins. A post with none of the three passes: no browser that
 * sends a cross-site post today leaves out `Origin`, and old ones also leave out the rest.
 */
export function isSameOriginPost(request: Request, siteOrigin: string | null): boolean {
  const own = new Set([new URL(request.url).origin]);
  if (siteOrigin) own.add(siteOrigin);
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite.trim().toLowerCase() === 'same-origin';
  const origin = request.headers.get('origin');
  if (origin !== null) return own.has(originOf(origin) ?? 'not an origin');
  const referer = request.headers.get('referer');
  if (referer !== null) return own.has(originOf(referer) ?? 'not an origin');
  return true;
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url.trim());
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The page the form was on, from the Referer when it is this origin's and fits. */
function sameOriginReferer(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer || referer.length > PAGE_URL_MAX_LENGTH) return null;
  return originOf(referer) === new URL(request.url).origin ? referer : null;
}
