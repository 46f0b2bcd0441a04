import fc from 'fast-check';
import { replaceUnusualCharacters } from '../forms/checks';
import { type FieldSpec, FORM_FIELDS } from '../forms/fields';
import type { FormKind } from '../forms/kinds';

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
