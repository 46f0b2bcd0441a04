import { describe, expect, it } from 'vitest';
import { FORM_DEFAULTS, FORM_FIELDS } from './fields';
import { FORM_KINDS, HONEYPOT_FIELD } from './kinds';
import { validateSubmission } from './validate';

const quote = { first_name: 'Ada', email: 'ada@soils.com.au', company: 'Soils Pty Ltd' };

describe('validateSubmission', () => {
  it('fills the defaults of decision 0014 for empty optional fields', () => {
    const result = validateSubmission('quote', quote);
    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'quote',
        fields: { ...quote, last_name: '', phone: '01', log_time: '1', logs_per_week: '1' },
        pageUrl: null,
        pageName: null,
        region: null,
        consent: null,
        spam: false,
      },
    });
  });

  it('names every missing required field of decision 0014 with a message', () => {
    expect(validateSubmission('quote', {})).toEqual({
      ok: false,
      fields: {
        first_name: 'Enter your first name',
        email: 'Enter your email address',
        company: 'Enter your company name',
      },
    });
    expect(Object.keys(fail('newsletter', {}))).toEqual(['email', 'company']);
    expect(Object.keys(fail('download', {}))).toEqual([
      'first_name',
      'email',
      'company',
      'document',
    ]);
    expect(Object.keys(fail('contact', {}))).toEqual([
      'name',
      'company',
      'email',
      'phone',
      'message',
    ]);
  });

  it('checks emails: pattern, 254 characters, 64 before the @', () => {
    const emailError = (email: string) => fail('newsletter', { company: 'C', email }).email;
    expect(emailError('ada@')).toBe('Enter an email address like name@company.com');
    expect(emailError('ada@localhost')).toBe('Enter an email address like name@company.com');
    expect(emailError('ada @x.com')).toBe('Enter an email address like name@company.com');
    expect(emailError(`${'a'.repeat(65)}@x.com`)).toMatch(/64 characters before the @/);
    expect(
      emailError(`a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(70)}.com`),
    ).toMatch(/at most 254/);
    expect(
      validateSubmission('newsletter', { company: 'C', email: `${'a'.repeat(64)}@x.io` }).ok,
    ).toBe(true);
  });

  it('accepts phones of digits, spaces, + - ( ) only', () => {
    const base = { name: 'N', company: 'C', email: 'n@c.com', message: 'Hi' };
    expect(validateSubmission('contact', { ...base, phone: '+61 (7) 3000-1234' }).ok).toBe(true);
    expect(fail('contact', { ...base, phone: '07 3000 1234 ext 5' }).phone).toBe(
      'Enter a phone number using digits, spaces and + - ( )',
    );
    expect(fail('contact', { ...base, phone: '()' }).phone).toBeDefined();
  });

  it('rejects non-text values, over-long text and control characters with the label', () => {
    const errors = fail('quote', {
      ...quote,
      first_name: { a: 1 },
      last_name: 'x'.repeat(101),
      company: 'Soils\u0000',
    });
    expect(errors).toEqual({
      first_name: 'First name must be text',
      last_name: 'Last name must be at most 100 characters',
      company: 'Remove the unusual characters from this field',
    });
    expect(fail('quote', { ...quote, company: 'Soils \ud800' }).company).toBeDefined();
  });

  it('keeps line breaks in the contact message only', () => {
    const contact = { name: 'N', company: 'C', email: 'n@c.com', phone: '1', message: 'a\nb' };
    expect(validateSubmission('contact', contact).ok).toBe(true);
    expect(fail('contact', { ...contact, name: 'a\nb' }).name).toBeDefined();
  });

  it('reads page_url, region and consent, and rejects bad ones', () => {
    const result = validateSubmission('quote', {
      ...quote,
      page_url: 'https://tablogs.com/pricing',
      region: 'EU',
      consent: true,
    });
    expect(result.ok && result.value).toMatchObject({
      pageUrl: 'https://tablogs.com/pricing',
      region: 'EU',
      consent: true,
    });
    expect(fail('quote', { ...quote, region: 'NZ', consent: 'yes', page_url: 3 })).toEqual({
      region: 'Choose a region: AU, US, EU, SA',
      consent: 'Consent must be true or false',
      page_url: 'The page address must be text',
    });
  });

  it('accepts a filled honeypot as spam whatever else is wrong', () => {
    const result = validateSubmission('contact', { [HONEYPOT_FIELD]: 'http://spam', email: 7 });
    expect(result.ok && result.value.spam).toBe(true);
    expect(result.ok && result.value.fields.email).toBe('7');
    expect(validateSubmission('contact', { [HONEYPOT_FIELD]: '  ' }).ok).toBe(false);
  });

  it('keeps a honeypot of any JSON shape as text, even objects that refuse String()', () => {
    // An own `toString` key (any JSON body can carry one) makes String(value) throw.
    const body = JSON.parse(
      '{"website":[{"slug":"-1","toString":"x","last_name":[[{"hutk":"x","valueOf":1}]]}],' +
        '"email":"a@example.com","company":"X","__proto__":{"toString":"y"}}',
    );
    const result = validateSubmission('newsletter', body);
    expect(result.ok && result.value.spam).toBe(true);
    expect(result.ok && result.value.fields[HONEYPOT_FIELD]).toBe(
      '[{"slug":"-1","toString":"x","last_name":[[{"hutk":"x","valueOf":1}]]}]',
    );
  });

  it('answers a body that is not an object', () => {
    for (const body of [null, [], 'text', 3]) {
      expect(validateSubmission('quote', body)).toEqual({
        ok: false,
        fields: { _body: 'Send the form as a JSON object' },
      });
    }
  });

  it('ignores inherited keys such as __proto__', () => {
    const body = JSON.parse('{"__proto__": {"email": "a@b.com"}, "company": "C"}');
    expect(fail('newsletter', body).email).toBe('Enter your email address');
  });
});

describe('FORM_FIELDS and FORM_DEFAULTS', () => {
  it('give every form its fields with defaults', () => {
    for (const kind of FORM_KINDS) {
      expect(Object.keys(FORM_DEFAULTS[kind])).toEqual(FORM_FIELDS[kind].map((f) => f.name));
    }
    expect(FORM_DEFAULTS.newsletter).toMatchObject({
      phone: '01',
      log_time: '1',
      logs_per_week: '1',
    });
    expect(FORM_FIELDS.newsletter.filter((f) => f.shown).map((f) => f.name)).toEqual([
      'first_name',
      'email',
      'company',
    ]);
  });
});

function fail(kind: Parameters<typeof validateSubmission>[0], body: unknown) {
  const result = validateSubmission(kind, body);
  if (result.ok) throw new Error('expected a validation failure');
  return result.fields;
}
