import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../store/types';
import { csvField, leadsToCsv } from './export-format';

const lead: StoredLead = {
  id: 'id-1',
  kind: 'contact',
  fields: {
    name: 'Ada "The" Lovelace',
    company: 'Soils, Inc',
    email: 'a@b.com',
    phone: '1',
    message: 'line 1\nline 2',
  },
  receivedAt: '2026-03-05T10:00:00.000Z',
  pageUrl: null,
  pageName: null,
  region: 'AU',
  userAgent: null,
  hutk: null,
  idempotencyKey: null,
  consent: null,
  spam: false,
  deliveries: [
    {
      target: 'hubspot',
      state: 'pending',
      attempts: 0,
      nextAttemptAt: null,
      lastError: null,
      deliveredAt: null,
    },
  ],
};

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes a header and one row per lead with the delivery states', () => {
    const [header, row, end] = leadsToCsv([lead]).split('\r\n');
    expect(header?.split(',').slice(0, 4)).toEqual(['id', 'received_at', 'form', 'first_name']);
    expect(header?.endsWith('crm_state,form_handler_state')).toBe(true);
    expect(row).toContain('"Ada ""The"" Lovelace"');
    expect(row).toContain('"Soils, Inc"');
    expect(row).toContain('"line 1\nline 2"');
    expect(row?.endsWith(',AU,,false,pending,')).toBe(true);
    expect(end).toBe('');
  });
});
