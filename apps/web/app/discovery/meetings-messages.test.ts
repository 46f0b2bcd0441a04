import { describe, expect, it } from 'vitest';
import { meetingsEventOf, meetingsFrameSrc, meetingsOrigin } from './meetings-messages';

const ORIGIN = 'https://meetings.hubspot.com';

describe('meetingsEventOf', () => {
  it('ignores messages from any other origin, whatever they say', () => {
    expect(
      meetingsEventOf(
        { origin: 'https://evil.example', data: { meetingBookSucceeded: true } },
        ORIGIN,
      ),
    ).toBeNull();
    expect(
      meetingsEventOf({ origin: 'https://meetings.hubspot.com.evil.example', data: {} }, ORIGIN),
    ).toBeNull();
  });

  it('reads a booking as meeting_scheduled', () => {
    expect(
      meetingsEventOf(
        { origin: ORIGIN, data: { meetingBookSucceeded: true, meetingsPayload: {} } },
        ORIGIN,
      ),
    ).toBe('meeting_scheduled');
  });

  it('does not count a failed booking', () => {
    expect(
      meetingsEventOf({ origin: ORIGIN, data: { meetingBookSucceeded: false } }, ORIGIN),
    ).toBeNull();
  });

  it('reads any other message from the calendar as calendar_loaded', () => {
    expect(meetingsEventOf({ origin: ORIGIN, data: { height: 640 } }, ORIGIN)).toBe(
      'calendar_loaded',
    );
  });
});

describe('meetings URLs', () => {
  it('derives the origin and the embed address', () => {
    expect(meetingsOrigin('https://meetings.hubspot.com/tablogs/discovery')).toBe(ORIGIN);
    expect(meetingsOrigin('not a url')).toBeNull();
    expect(meetingsFrameSrc('https://meetings.hubspot.com/tablogs/discovery?uuid=1')).toBe(
      'https://meetings.hubspot.com/tablogs/discovery?uuid=1&embed=true',
    );
  });
});
