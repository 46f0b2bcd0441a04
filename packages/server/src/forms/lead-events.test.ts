import { describe, expect, it } from 'vitest';
import { withoutPersonalData } from './lead-events.ts';

describe('withoutPersonalData', () => {
  it('keeps an error answer to its status, in either outbox message', () => {
    expect(
      withoutPersonalData(
        'Lead 1: the form handler refused it for good: HTTP 400 {"email":"a@b.co"}',
      ),
    ).toBe('Lead 1: the form handler refused it for good: HTTP 400');
    expect(
      withoutPersonalData('Lead 1: HubSpot attempt 2 failed (HTTP 503 {"name":"Ann Lee"})'),
    ).toBe('Lead 1: HubSpot attempt 2 failed (HTTP 503)');
  });

  it('cuts addresses from any other text and leaves network errors as they are', () => {
    expect(withoutPersonalData('Storing failed: Key (email)=(ann@example.com)')).toBe(
      'Storing failed: Key (email)=([email])',
    );
    expect(withoutPersonalData('Lead 1: HubSpot attempt 1 failed (fetch failed)')).toBe(
      'Lead 1: HubSpot attempt 1 failed (fetch failed)',
    );
  });
});
