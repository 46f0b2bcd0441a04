import type { LeadsConfig } from '../api/runtime';

export const TOKEN = 'test-xsrf-token';

/** The client address tests submit from (the server passes its own view of it). */
export const CLIENT_IP = '203.0.113.7';

/** The headers the site's browser code sends with a form POST (JSON, anti-forgery token). */
export const FORM_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json',
  Cookie: `XSRF-TOKEN=${TOKEN}`,
  'X-XSRF-TOKEN': TOKEN,
};

/** A form POST as the site's browser code sends it. */
export function formRequest(
  form: string,
  body: unknown,
  headers: Record<string, string> = {},
): Request {
  return new Request(`http://localhost/api/internal/${form}`, {
    method: 'POST',
    headers: { ...FORM_HEADERS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function leadsConfig(overrides: Partial<LeadsConfig> & { dataDir: string }): LeadsConfig {
  return {
    databaseUrl: null,
    rateLimitPerMinute: 1_000,
    forwarding: { hubspot: null, formHandlerUrl: null },
    ...overrides,
  };
}
