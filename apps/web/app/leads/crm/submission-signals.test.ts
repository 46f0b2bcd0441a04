import { describe, expect, it } from 'vitest';
import { isFormSubmittedMessage } from './submission-signals';

const PAGE = 'https://www.tablogs.com';
const submitted = { type: 'hsFormCallback', eventName: 'onFormSubmitted', id: 'form-1' };

describe('isFormSubmittedMessage', () => {
  it('accepts HubSpot callbacks from the CRM or the page itself', () => {
    expect(isFormSubmittedMessage({ origin: PAGE, data: submitted }, PAGE, 'form-1')).toBe(true);
    expect(
      isFormSubmittedMessage(
        { origin: 'https://forms-eu1.hsforms.com', data: { ...submitted, type: 'form-callback' } },
        PAGE,
        'form-1',
      ),
    ).toBe(true);
    const withoutId = { type: 'hsFormCallback', eventName: 'onFormSubmitted' };
    expect(isFormSubmittedMessage({ origin: PAGE, data: withoutId }, PAGE, 'form-1')).toBe(true);
  });

  it('refuses other origins, other events, other forms and junk', () => {
    expect(
      isFormSubmittedMessage({ origin: 'https://evil.example', data: submitted }, PAGE, 'form-1'),
    ).toBe(false);
    expect(
      isFormSubmittedMessage(
        { origin: 'https://hsforms.net.evil.example', data: submitted },
        PAGE,
        'form-1',
      ),
    ).toBe(false);
    expect(
      isFormSubmittedMessage(
        { origin: PAGE, data: { ...submitted, eventName: 'onFormReady' } },
        PAGE,
        'form-1',
      ),
    ).toBe(false);
    expect(isFormSubmittedMessage({ origin: PAGE, data: submitted }, PAGE, 'form-2')).toBe(false);
    expect(isFormSubmittedMessage({ origin: PAGE, data: 'onFormSubmitted' }, PAGE, 'form-1')).toBe(
      false,
    );
  });
});
