import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, readLeadsConfig, readServerConfig } from './config.mjs';

const defaults = { appDir: '/app', buildDir: '/app/build' };

describe('lead settings in readServerConfig', () => {
  it("defaults to the embedded store in the repository's data/, 10 a minute, nothing forwarded", () => {
    expect(readServerConfig({}, defaults).leads).toEqual({
      dataDir: fileURLToPath(new URL('../../../data', import.meta.url)),
      databaseUrl: null,
      rateLimitPerMinute: 10,
      forwarding: { hubspot: null, formHandlerUrl: null },
    });
  });

  it('reads PostgreSQL, HubSpot form GUIDs and the form handler', () => {
    const guid = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    /** @type {string[]} */
    const problems = [];
    const leads = readLeadsConfig(
      {
        DATABASE_URL: 'postgres://u:p@db:5432/leads',
        HUBSPOT_PORTAL_ID: '1234567',
        HUBSPOT_FORM_CONTACT: guid,
        HUBSPOT_API_BASE: 'http://127.0.0.1:9999',
        FORM_HANDLER_URL: 'https://forms.example.com/f/1',
        FORM_RATE_LIMIT_PER_MINUTE: '30',
        DATA_DIR: '/srv/leads',
      },
      problems,
    );
    expect(problems).toEqual([]);
    expect(leads).toEqual({
      dataDir: '/srv/leads',
      databaseUrl: 'postgres://u:p@db:5432/leads',
      rateLimitPerMinute: 30,
      forwarding: {
        hubspot: {
          portalId: '1234567',
          formGuids: { contact: guid },
          apiBase: 'http://127.0.0.1:9999',
        },
        formHandlerUrl: 'https://forms.example.com/f/1',
      },
    });
  });

  it('names every bad variable', () => {
    const read = () =>
      readServerConfig(
        {
          DATABASE_URL: 'mysql://x',
          FORM_RATE_LIMIT_PER_MINUTE: 'lots',
          FORM_HANDLER_URL: 'ftp://x',
          HUBSPOT_FORM_QUOTE: 'not-a-guid',
          HUBSPOT_FORM_NEWSLETTER: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
        },
        defaults,
      );
    expect(read).toThrow(ConfigError);
    try {
      read();
    } catch (error) {
      const text = /** @type {ConfigError} */ (error).problems.join('\n');
      for (const name of [
        'DATABASE_URL must be a postgres://',
        'FORM_RATE_LIMIT_PER_MINUTE',
        'FORM_HANDLER_URL',
        'HUBSPOT_FORM_QUOTE',
        'HUBSPOT_PORTAL_ID must be set',
      ]) {
        expect(text).toContain(name);
      }
    }
  });
});
