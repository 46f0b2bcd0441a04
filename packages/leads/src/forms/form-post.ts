// A form sent without JavaScript (docs/decisions/0034-forms-post-without-javascript.md): the
// browser posts `application/x-www-form-urlencoded` to the form's own endpoint, and the answer
// is a page, not JSON. What that page shows is described here, so the server that renders it and
// the page that shows it say the same thing.
import { FORM_FIELDS } from './fields';
import { type FormKind, HONEYPOT_FIELD, isFormKind } from './kinds';

/** Where a stored free-trial / quote lead goes, with or without JavaScript. */
export const FINAL_STEP_PATH = '/final-step';

/**
 * Where a native post lands once its lead is stored (303 See Other): a page every visitor gets
 * alike, so its address holds no personal data and a reload stores nothing. A download's page is
 * its document's (by id; an id the content does not know has no page, so 404).
 */
export function sentPath(form: FormKind, document: string | null): string {
  switch (form) {
    case 'quote':
      return FINAL_STEP_PATH;
    case 'download':
      return document
        ? `${SENT_PATH_PREFIX}download/sent/${encodeURIComponent(document)}`
        : '/resources/downloads';
    default:
      return `${SENT_PATH_PREFIX}${form}/sent`;
  }
}

const SENT_PATH_PREFIX = '/forms/';

/** The content type of a form the browser posts natively. */
export const FORM_POST_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * What the page answering a native post that stored nothing shows (rendered on request, never
 * cached); a stored lead is answered with a redirect to `sentPath`.
 */
export type FormPostPage =
  /** Not stored: the form again with what the visitor typed and a message by each bad field. */
  | {
      readonly form: FormKind;
      readonly outcome: 'invalid';
      readonly values: Readonly<Record<string, string>>;
      readonly errors: Readonly<Record<string, string>>;
    }
  /** Not stored for a reason that is not the visitor's input. */
  | {
      readonly form: FormKind;
      readonly outcome: 'not-sent';
      readonly reason: 'rate-limited' | 'unavailable' | 'too-large';
      readonly retryAfterSeconds: number | null;
      readonly values: Readonly<Record<string, string>>;
    };

/**
 * The body of a native post as the JSON route's body would be: each name once (the first value
 * wins), every value text. Null when the bytes are not UTF-8.
 */
export function readFormPostBody(bytes: Uint8Array): Record<string, string> | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const values = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(text)) {
    // Browsers send a textarea's line breaks as CRLF; its value (what the JSON route gets) has LF.
    if (!values.has(name)) values.set(name, value.replace(/\r\n?/g, '\n'));
  }
  // fromEntries defines own data properties, so a `__proto__` name is just a name.
  return Object.fromEntries(values);
}

/**
 * What the visitor typed into the form's own fields, to show back beside the errors: never the
 * honeypot, never other names.
 */
export function formValuesOf(form: FormKind, body: Readonly<Record<string, unknown>>) {
  const values: Record<string, string> = {};
  for (const spec of FORM_FIELDS[form]) {
    const value = Object.hasOwn(body, spec.name) ? body[spec.name] : undefined;
    if (typeof value === 'string' && spec.name !== HONEYPOT_FIELD) {
      values[spec.name] = value.slice(0, spec.maxLength);
    }
  }
  return values;
}

/** A FormPostPage from untrusted JSON (the page's own render request), or null. */
export function readFormPostPage(value: unknown): FormPostPage | null {
  if (typeof value !== 'object' || value === null) return null;
  const page = value as Record<string, unknown>;
  if (!isFormKind(page.form)) return null;
  const texts = (raw: unknown) =>
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? formValuesOf(page.form as FormKind, raw as Record<string, unknown>)
      : {};
  const messages = (raw: unknown): Record<string, string> =>
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? Object.fromEntries(
          Object.entries(raw).filter((entry): entry is [string, string] => {
            return typeof entry[1] === 'string';
          }),
        )
      : {};
  switch (page.outcome) {
    case 'invalid':
      return {
        form: page.form,
        outcome: 'invalid',
        values: texts(page.values),
        errors: messages(page.errors),
      };
    case 'not-sent':
      if (
        page.reason !== 'rate-limited' &&
        page.reason !== 'unavailable' &&
        page.reason !== 'too-large'
      ) {
        return null;
      }
      return {
        form: page.form,
        outcome: 'not-sent',
        reason: page.reason,
        retryAfterSeconds:
          typeof page.retryAfterSeconds === 'number' ? page.retryAfterSeconds : null,
        values: texts(page.values),
      };
    default:
      return null;
  }
}
