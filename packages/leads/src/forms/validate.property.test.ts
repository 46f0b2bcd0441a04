import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyJsonBody, validBody } from '../testing/arbitraries';
import { checkEmail } from './checks';
import { FORM_DEFAULTS } from './fields';
import { FORM_KINDS } from './kinds';
import { validateSubmission } from './validate';

describe('validateSubmission properties', () => {
  it('answers any JSON body with a value or field messages, never an exception', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORM_KINDS), anyJsonBody, (kind, body) => {
        const result = validateSubmission(kind, body);
        if (result.ok) {
          expect(Object.keys(result.value.fields)).toEqual(
            expect.arrayContaining(Object.keys(FORM_DEFAULTS[kind])),
          );
        } else {
          expect(Object.keys(result.fields).length).toBeGreaterThan(0);
          for (const message of Object.values(result.fields)) expect(message).toMatch(/\w/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every valid body and keeps what the visitor typed', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...FORM_KINDS)
          .chain((kind) => fc.tuple(fc.constant(kind), validBody(kind))),
        ([kind, body]) => {
          const result = validateSubmission(kind, body);
          if (!result.ok) throw new Error(JSON.stringify(result.fields));
          expect(result.value.fields).toEqual({ ...FORM_DEFAULTS[kind], ...body });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never accepts an email longer than 254 characters or with a local part over 64', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 80 }), (local, host) => {
        const email = `${local}@${host}`;
        if (checkEmail(email) === null) {
          expect(email.length).toBeLessThanOrEqual(254);
          expect(local.length).toBeLessThanOrEqual(64);
        }
      }),
    );
  });
});
