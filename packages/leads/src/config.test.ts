import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HUBSPOT_FORM_GUID, readLeadsConfig, readSwitch } from './config';

const GUID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function read(env: Record<string, string | undefined>) {
  const problems: string[] = [];
  const config = readLeadsConfig(env, problems);
  return { config, problems };
}

describe('readLeadsConfig', () => {
  it("defaults to the embedded store in the repository's data/, 10 a minute, nothing forwarded", () => {
    expect(read({})).toEqual({
      config: {
        dataDir: fileURLToPath(new URL('../../../data', import.meta.url)),
        databaseUrl: null,
        rateLimitPerMinute: 10,
        forwarding: { hubspot: null, formHandlerUrl: null },
      },
      problems: [],
    });
  });

  it('reads PostgreSQL, HubSpot form GUIDs and the form handler', () => {
    const { config, problems } = read({
      DATABASE_URL: 'postgres://u:p@db:5432/leads',
      HUBSPOT_PORTAL_ID: '1234567',
      HUBSPOT_FORM_CONTACT: GUID,
      HUBSPOT_API_BASE: 'http://127.0.0.1:9999',
      FORM_HANDLER_URL: 'https://forms.example.com/f/1',
      FORM_RATE_LIMIT_PER_MINUTE: '30',
      DATA_DIR: '/srv/leads',
    });
    expect(problems).toEqual([]);
    expect(config).toEqual({
      dataDir: '/srv/leads',
      databaseUrl: 'postgres://u:p@db:5432/leads',
      rateLimitPerMinute: 30,
      forwarding: {
        hubspot: {
          portalId: '1234567',
          formGuids: { contact: GUID },
          apiBase: 'http://127.0.0.1:9999',
        },
        formHandlerUrl: 'https://forms.example.com/f/1',
      },
    });
  });

  it('takes blank variables as unset and a relative DATA_DIR from the working directory', () => {
    const { config, problems } = read({ DATABASE_URL: ' ', HUBSPOT_PORTAL_ID: '', DATA_DIR: 'x' });
    expect(problems).toEqual([]);
    expect(config.databaseUrl).toBeNull();
    expect(config.forwarding.hubspot).toBeNull();
    expect(config.dataDir).toBe(`${process.cwd()}/x`);
  });

  it('names every bad variable', () => {
    const { problems } = read({
      DATABASE_URL: 'mysql://x',
      FORM_RATE_LIMIT_PER_MINUTE: 'lots',
      FORM_HANDLER_URL: 'ftp://x',
      HUBSPOT_FORM_QUOTE: 'not-a-guid',
      HUBSPOT_FORM_NEWSLETTER: GUID,
    });
    expect(problems).toEqual([
      'DATABASE_URL must be a postgres:// (or postgresql://) URL',
      'FORM_RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 100000; got "lots"',
      'FORM_HANDLER_URL must be an http(s):// URL; got "ftp://x"',
      'HUBSPOT_FORM_QUOTE must be a HubSpot form GUID like 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f',
      'HUBSPOT_PORTAL_ID must be set when a HUBSPOT_FORM_* GUID is',
    ]);
  });

  it("says the portal id must be the portal's number", () => {
    expect(read({ HUBSPOT_PORTAL_ID: 'abc', HUBSPOT_FORM_QUOTE: GUID }).problems).toEqual([
      `HUBSPOT_PORTAL_ID must be the portal's number; got "abc"`,
    ]);
  });
});

describe('readSwitch', () => {
  it('reads true/false, 1/0, yes/no and on/off in any case; unset or blank is false', () => {
    const problems: string[] = [];
    const on = ['1', 'true', 'YES', ' on '].map((v) => readSwitch({ X: v }, 'X', problems));
    const off = ['0', 'False', 'no', 'off', '', undefined].map((v) =>
      readSwitch({ X: v }, 'X', problems),
    );
    expect([on, off, problems]).toEqual([[true, true, true, true], off.map(() => false), []]);
  });

  it('names the variable when the value is neither', () => {
    const problems: string[] = [];
    expect(readSwitch({ NOINDEX: 'maybe' }, 'NOINDEX', problems)).toBe(false);
    expect(problems).toEqual(['NOINDEX must be true or false; got "maybe"']);
  });
});

describe('HUBSPOT_FORM_GUID', () => {
  it('takes a GUID in either case and nothing else', () => {
    expect(
      [GUID, GUID.toUpperCase(), `${GUID}0`, 'not-a-guid'].map((v) => HUBSPOT_FORM_GUID.test(v)),
    ).toEqual([true, true, false, false]);
  });
});
