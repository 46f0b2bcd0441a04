import { checkCharacters, checkEmail, checkPhone, replaceUnusualCharacters } from './checks';
import { type FieldSpec, FORM_FIELDS } from './fields';
import { type FormKind, HONEYPOT_FIELD, SUBMISSION_REGIONS, type SubmissionRegion } from './kinds';

/** A submission as stored: every field of the form, defaults filled in. */
export interface Submission {
  readonly kind: FormKind;
  readonly fields: Readonly<Record<string, string>>;
  /** The page the form was sent from, when the browser said. */
  readonly pageUrl: string | null;
  /** That page's title, when the browser said. */
  readonly pageName: string | null;
  readonly region: SubmissionRegion | null;
  /** Whether the visitor ticked a consent box; null when the form has none. */
  readonly consent: boolean | null;
  /** The honeypot was filled: keep the row, never forward it. */
  readonly spam: boolean;
}

export type ValidationResult =
  | { readonly ok: true; readonly value: Submission }
  | { readonly ok: false; readonly fields: Record<string, string> };

export const PAGE_URL_MAX_LENGTH = 2048;
export const PAGE_NAME_MAX_LENGTH = 300;
/** Field-errors key for problems with the body as a whole. */
export const BODY_ERROR_KEY = '_body';

/**
 * Checks a parsed JSON body against a form. Unknown keys are ignored; empty optional fields get
 * their defaults. A filled honeypot is accepted as spam without further checks, so a bot
 * learns nothing from the answer.
 */
export function validateSubmission(kind: FormKind, body: unknown): ValidationResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, fields: { [BODY_ERROR_KEY]: 'Send the form as a JSON object' } };
  }
  const input = body as Record<string, unknown>;
  if (isFilled(input[HONEYPOT_FIELD])) return { ok: true, value: spamSubmission(kind, input) };

  const errors: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const spec of FORM_FIELDS[kind]) {
    const result = readField(spec, own(input, spec.name));
    if (typeof result === 'string') fields[spec.name] = result;
    else errors[spec.name] = result.error;
  }

  const pageUrl = readPageText(own(input, 'page_url'), PAGE_URL_MAX_LENGTH, 'address');
  if (typeof pageUrl === 'object' && pageUrl !== null) errors.page_url = pageUrl.error;
  const pageName = readPageText(own(input, 'page_name'), PAGE_NAME_MAX_LENGTH, 'title');
  if (typeof pageName === 'object' && pageName !== null) errors.page_name = pageName.error;
  const region = own(input, 'region');
  if (region !== undefined && region !== null && !isRegion(region)) {
    errors.region = `Choose a region: ${SUBMISSION_REGIONS.join(', ')}`;
  }
  const consent = own(input, 'consent');
  if (consent !== undefined && consent !== null && typeof consent !== 'boolean') {
    errors.consent = 'Consent must be true or false';
  }

  if (Object.keys(errors).length > 0) return { ok: false, fields: errors };
  return {
    ok: true,
    value: {
      kind,
      fields,
      pageUrl: typeof pageUrl === 'string' ? pageUrl : null,
      pageName: typeof pageName === 'string' ? pageName : null,
      region: isRegion(region) ? region : null,
      consent: typeof consent === 'boolean' ? consent : null,
      spam: false,
    },
  };
}

function own(input: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(input, key) ? input[key] : undefined;
}

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

function isRegion(value: unknown): value is SubmissionRegion {
  return typeof value === 'string' && (SUBMISSION_REGIONS as readonly string[]).includes(value);
}

function readField(spec: FieldSpec, raw: unknown): string | { error: string } {
  let text: string;
  if (raw === undefined || raw === null) text = '';
  else if (typeof raw === 'string') text = raw.trim();
  else if (typeof raw === 'number' && Number.isFinite(raw)) text = String(raw);
  else return { error: `${spec.label} must be text` };

  if (text === '') {
    if (spec.required) return { error: spec.missingMessage };
    return spec.defaultValue;
  }
  if (text.length > spec.maxLength) {
    return { error: `${spec.label} must be at most ${spec.maxLength} characters` };
  }
  const problem =
    checkCharacters(text, spec.type === 'textarea') ??
    (spec.type === 'email' ? checkEmail(text) : null) ??
    (spec.type === 'tel' ? checkPhone(text) : null);
  return problem === null ? text : { error: problem };
}

function readPageText(
  raw: unknown,
  maxLength: number,
  what: 'address' | 'title',
): string | null | { error: string } {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') return { error: `The page ${what} must be text` };
  if (raw.length > maxLength || checkCharacters(raw, false) !== null) {
    return { error: `The page ${what} is not usable` };
  }
  return raw;
}

/** What is kept of a honeypot submission: the form's fields as short text, nothing else. */
function spamSubmission(kind: FormKind, input: Record<string, unknown>): Submission {
  const fields: Record<string, string> = {};
  for (const spec of FORM_FIELDS[kind]) {
    const raw = own(input, spec.name);
    const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
    fields[spec.name] = replaceUnusualCharacters(text.slice(0, spec.maxLength));
  }
  fields[HONEYPOT_FIELD] = replaceUnusualCharacters(
    honeypotText(own(input, HONEYPOT_FIELD)).slice(0, 200),
  );
  return { kind, fields, pageUrl: null, pageName: null, region: null, consent: null, spam: true };
}

/**
 * The honeypot as text, whatever JSON a bot put there. Never `String(value)`: an object with its
 * own `toString` or `valueOf` key (any JSON body can have one) makes that throw.
 */
function honeypotText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}
