import { describe, expect, it } from 'vitest';
import { LAB_PAGE_DEFAULTS } from '../data/sliders';
import {
  DEFAULT_LAB_PAGE_STATE,
  DEFAULT_LOGGING_PAGE_STATE,
  labQueryParams,
  loggingQueryParams,
  readLabQuery,
  readLoggingQuery,
} from './pageQuery';
import { quoteLab } from './quoteLab';

const query = (search: string) => new URLSearchParams(search);

describe('TabLogs page query', () => {
  it('opens on 100 logs, annual billing', () => {
    expect(readLoggingQuery(query(''))).toEqual({ logs: 100, billing: 'annual' });
    expect(DEFAULT_LOGGING_PAGE_STATE).toEqual({ logs: 100, billing: 'annual' });
  });

  it('reads a shared quote', () => {
    expect(readLoggingQuery(query('?logs=250&billing=monthly'))).toEqual({
      logs: 250,
      billing: 'monthly',
    });
  });

  it('falls back value by value', () => {
    expect(readLoggingQuery(query('?logs=abc&billing=monthly'))).toEqual({
      logs: 100,
      billing: 'monthly',
    });
    expect(readLoggingQuery(query('?logs=10000&billing=weekly'))).toEqual({
      logs: 100,
      billing: 'annual',
    });
  });

  it('round-trips through its query', () => {
    const state = { logs: 450, billing: 'monthly' } as const;
    const params = loggingQueryParams(state);
    expect(params).toEqual({ logs: '450', billing: 'monthly' });
    expect(readLoggingQuery(new URLSearchParams(params))).toEqual(state);
  });
});

describe('TabLabs page query', () => {
  it('opens on the example lab, which has a price', () => {
    expect(readLabQuery(query(''))).toEqual({ ...LAB_PAGE_DEFAULTS, billing: 'annual' });
    expect(DEFAULT_LAB_PAGE_STATE).toEqual({
      soil: 300,
      concrete: 150,
      asphalt: 0,
      billing: 'annual',
    });
    const quote = quoteLab(DEFAULT_LAB_PAGE_STATE);
    expect([quote.standard, quote.plus]).toEqual([230, 330]);
  });

  it('reads a shared quote, zeros included', () => {
    expect(readLabQuery(query('?soil=0&concrete=0&asphalt=50&billing=monthly'))).toEqual({
      soil: 0,
      concrete: 0,
      asphalt: 50,
      billing: 'monthly',
    });
  });

  it('falls back module by module', () => {
    expect(readLabQuery(query('?soil=-5&concrete=3050&asphalt=75&billing=weekly'))).toEqual(
      DEFAULT_LAB_PAGE_STATE,
    );
    expect(readLabQuery(query('?soil=3000'))).toEqual({ ...DEFAULT_LAB_PAGE_STATE, soil: 3000 });
  });

  it('round-trips through its query', () => {
    const state = { soil: 2950, concrete: 0, asphalt: 50, billing: 'annual' } as const;
    expect(labQueryParams(state)).toEqual({
      soil: '2950',
      concrete: '0',
      asphalt: '50',
      billing: 'annual',
    });
    expect(readLabQuery(new URLSearchParams(labQueryParams(state)))).toEqual(state);
  });
});
