import fc from 'fast-check';
import { replaceUnusualCharacters } from '../forms/checks';
import { type FieldSpec, FORM_FIELDS } from '../forms/fields';
import { type FormKind, HONEYPOT_FIELD } from '../forms/kinds';

const letters = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
  minLength: 1,
  maxLength: 12,
});

/** Emails the usual pattern accepts. */
export const validEmail = fc
  .tuple(letters, letters, fc.constantFrom('com', 'com.au', 'co.uk', 'io'))
  .map(([local, host, tld]) => `${local}@${host}.${tld}`);

export const validPhone = fc
  .tuple(fc.constantFrom('+61 ', '(07) ', '', '+1-'), fc.stringMatching(/^[0-9]{3,12}$/))
  .map(([prefix, digits]) => `${prefix}${digits}`);

/** Printable text without leading or trailing spaces, as a visitor types it. */
const typedText = (maxLength: number) =>
  fc
    .string({ minLength: 1, maxLength: Math.min(maxLength, 60) })
    .map((text) =>
      replaceUnusualCharacters(text)
        .replace(/\uFFFD/g, 'x')
        .trim(),
    )
    .filter((text) => text.length > 0);

function valueFor(spec: FieldSpec): fc.Arbitrary<string> {
  if (spec.type === 'email') return validEmail;
  if (spec.type === 'tel') return validPhone;
  return typedText(spec.maxLength);
}

/** A body every check accepts, optional fields sometimes left out. */
export function validBody(kind: FormKind): fc.Arbitrary<Record<string, string>> {
  const required: Record<string, fc.Arbitrary<string>> = {};
  const optional: Record<string, fc.Arbitrary<string>> = {};
  for (const spec of FORM_FIELDS[kind]) {
    (spec.required ? required : optional)[spec.name] = valueFor(spec);
  }
  return fc.tuple(fc.record(required), fc.record(optional, { requiredKeys: [] })).map(([a, b]) => {
    const body: Record<string, string> = { ...a };
    for (const [key, value] of Object.entries(b)) if (value !== undefined) body[key] = value;
    return body;
  });
}

/** Any JSON value, weighted towards objects with the forms' own keys. */
export const anyJsonBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(
      ...new Set(Object.values(FORM_FIELDS).flatMap((specs) => specs.map((s) => s.name))),
      'website',
      'page_url',
      'page_name',
      'region',
      'consent',
      '__proto__',
    ),
    fc.jsonValue({ maxDepth: 2 }),
  ),
);

/**
 * Keys that trip code which treats parsed JSON as a plain object: `String()` of an object with
 * its own `toString`/`valueOf` throws, `__proto__` and `constructor` shadow the prototype's.
 */
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'toJSON'];

/** JSON number tokens past what a double holds or round-trips, written out as a client could. */
const hugeNumber = fc.constantFrom(
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '-0',
  '0.0000000000000000000000000001',
  '9007199254740993',
  '1.7976931348623157e308',
);

/** Strings with lone surrogates (escaped, as JSON allows), controls and long runs. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('\uD800', '\uDFFF', '\u0000', '\u007F', 'a', ' '),
    maxLength: 20,
  }),
  fc.integer({ min: 1, max: 3000 }).map((n) => 'x'.repeat(n)),
);

type JsonText = string;

/** Raw JSON text of any shape: duplicate and hostile keys, nested arrays, huge numbers. */
const { value: hostileValue } = fc.letrec<{ value: JsonText; object: JsonText; array: JsonText }>(
  (tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom('null', 'true', 'false'),
      anyText.map((text) => JSON.stringify(text)),
      fc.double().map((n) => (Number.isFinite(n) ? JSON.stringify(n) : '0')),
      hugeNumber,
      tie('object'),
      tie('array'),
    ),
    object: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string()), tie('value')), {
        maxLength: 4,
      })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
  }),
);

/**
 * The JSON text of a body whose every form field, the honeypot and the page fields may hold
 * any JSON value; hostile keys are mixed in at the top level too.
 */
export const hostileJsonBody: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        ...new Set(Object.values(FORM_FIELDS).flatMap((specs) => specs.map((s) => s.name))),
        HONEYPOT_FIELD,
        'page_url',
        'page_name',
        'region',
        'consent',
        ...HOSTILE_KEYS,
      ),
      hostileValue,
    ),
    { maxLength: 12 },
  )
  .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);

/** A value as a native form post may carry it: encoded text, raw bytes or broken escapes. */
const formPostValue = fc.oneof(
  anyText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?'))),
  anyText,
  fc.constantFrom('%', '%FF', '%zz', '%E2%82', '+', '&', '=', '%00', '%0A%0D'),
  validEmail.map(encodeURIComponent),
);

/**
 * The raw text of an `application/x-www-form-urlencoded` body (a form posted without
 * JavaScript): any of the forms' names, the honeypot, page fields and hostile names, repeated or
 * not, with any value; sometimes plain junk.
 */
export const hostileFormPostBody: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            ...new Set(Object.values(FORM_FIELDS).flatMap((specs) => specs.map((s) => s.name))),
            HONEYPOT_FIELD,
            'page_url',
            'page_name',
            'region',
            'consent',
            ...HOSTILE_KEYS,
          ),
          fc.string({ maxLength: 8 }),
        ),
        formPostValue,
      ),
      { maxLength: 12 },
    )
    .map((entries) => entries.map(([name, value]) => `${name}=${value}`).join('&')),
  fc.string({ maxLength: 200 }),
);

/** A valid body of `kind`, urlencoded as the browser posts the form. */
export function validFormPostBody(kind: FormKind): fc.Arbitrary<string> {
  return validBody(kind).map((body) => new URLSearchParams(body).toString());
}
