import { describe, expect, it } from 'vitest';
import {
  describeWait,
  initialSubmissionState,
  parseRetryAfter,
  type SubmissionEvent,
  type SubmissionState,
  submissionReducer,
} from './submission';

function run(events: SubmissionEvent[], from: SubmissionState = initialSubmissionState) {
  return events.reduce(submissionReducer, from);
}

const send = (idempotencyKey = 'key-1'): SubmissionEvent => ({ type: 'send', idempotencyKey });

describe('submissionReducer', () => {
  it('goes idle → sending → succeeded and forgets the key', () => {
    const sending = run([send()]);
    expect(sending).toMatchObject({ status: 'sending', idempotencyKey: 'key-1' });
    const done = run([{ type: 'answered', outcome: { kind: 'stored', id: 'row-9' } }], sending);
    expect(done).toMatchObject({ status: 'succeeded', id: 'row-9', idempotencyKey: null });
  });

  it('keeps the key after a network or server failure so the retry reuses it', () => {
    const failed = run([send('first'), { type: 'answered', outcome: { kind: 'unavailable' } }]);
    expect(failed).toMatchObject({ status: 'failed', idempotencyKey: 'first' });
    const retried = run([send('second')], failed);
    expect(retried).toMatchObject({ status: 'sending', idempotencyKey: 'first' });
  });

  it('starts a new key series once the visitor edits the form', () => {
    const failed = run([send('first'), { type: 'answered', outcome: { kind: 'unavailable' } }]);
    const edited = run([{ type: 'edited', field: 'email' }], failed);
    expect(edited.idempotencyKey).toBeNull();
    expect(run([send('second')], edited).idempotencyKey).toBe('second');
  });

  it('shows server field errors and drops a field error once that field is edited', () => {
    const invalid = run([
      send(),
      { type: 'answered', outcome: { kind: 'invalid', fields: { email: 'Bad', phone: 'Bad' } } },
    ]);
    expect(invalid).toMatchObject({ status: 'invalid', idempotencyKey: null });
    const edited = run([{ type: 'edited', field: 'email' }], invalid);
    expect(edited.fieldErrors).toEqual({ phone: 'Bad' });
  });

  it('records a client-side check failure without sending', () => {
    const state = run([
      { type: 'checked-invalid', fields: { company: 'Enter your company name' } },
    ]);
    expect(state).toMatchObject({ status: 'invalid', idempotencyKey: null });
    expect(state.fieldErrors).toEqual({ company: 'Enter your company name' });
  });

  it('says when to try again after a 429, keeping the key (nothing was stored)', () => {
    const limited = run([
      send('k'),
      { type: 'answered', outcome: { kind: 'rate-limited', retryAfterSeconds: 120 } },
    ]);
    expect(limited).toMatchObject({
      status: 'rate-limited',
      retryAfterSeconds: 120,
      idempotencyKey: 'k',
    });
  });

  it('rejects 403 and 413 with the reason, and a new key for the next attempt', () => {
    for (const kind of ['forbidden', 'too-large'] as const) {
      const state = run([send(), { type: 'answered', outcome: { kind } }]);
      expect(state).toMatchObject({ status: 'rejected', rejection: kind, idempotencyKey: null });
    }
  });

  it('ignores a second send while sending, and anything after success', () => {
    const sending = run([send('a')]);
    expect(run([send('b')], sending)).toBe(sending);
    const done = run([{ type: 'answered', outcome: { kind: 'stored', id: 'x' } }], sending);
    expect(run([send('c'), { type: 'edited', field: 'email' }], done)).toBe(done);
  });

  it('ignores an answer that arrives when not sending', () => {
    const state = run([{ type: 'answered', outcome: { kind: 'stored', id: 'late' } }]);
    expect(state).toBe(initialSubmissionState);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and falls back to a minute', () => {
    expect(parseRetryAfter('30')).toBe(30);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:02:00 GMT', now)).toBe(120);
    expect(parseRetryAfter(null)).toBe(60);
    expect(parseRetryAfter('soon')).toBe(60);
    expect(parseRetryAfter('0')).toBe(1);
  });
});

describe('describeWait', () => {
  it('speaks in seconds under a minute, whole minutes above', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(45)).toBe('45 seconds');
    expect(describeWait(60)).toBe('1 minute');
    expect(describeWait(61)).toBe('2 minutes');
  });
});
