// The life of one form's submission, as a pure reducer: idle → sending → succeeded, or back to
// a state that says what went wrong. The idempotency key lives here so a retry of the same
// submission reuses it, while an edited form gets a new one.

export type SubmissionOutcome =
  | { kind: 'stored'; id: string }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** 403: the anti-forgery cookie is missing or stale. */
  | { kind: 'forbidden' }
  /** 413: the body is over the size limit. */
  | { kind: 'too-large' }
  /** No answer, a 5xx, or an answer the form cannot read: worth retrying as is. */
  | { kind: 'unavailable' };

export type SubmissionStatus =
  | 'idle'
  | 'sending'
  | 'invalid'
  | 'rate-limited'
  | 'rejected'
  | 'failed'
  | 'succeeded';

export interface SubmissionState {
  status: SubmissionStatus;
  /** Per-field messages, from the browser's check or the server's 400. */
  fieldErrors: Record<string, string>;
  /** Key of the current attempt series; null when the next send starts a new one. */
  idempotencyKey: string | null;
  retryAfterSeconds: number | null;
  /** Why a 'rejected' submission was refused. */
  rejection: 'forbidden' | 'too-large' | null;
  /** Id of the stored submission. */
  id: string | null;
}

export type SubmissionEvent =
  | { type: 'checked-invalid'; fields: Record<string, string> }
  /** The key is the state's own when it has one (see sendKey), else a fresh one. */
  | { type: 'send'; idempotencyKey: string }
  | { type: 'answered'; outcome: SubmissionOutcome }
  | { type: 'edited'; field: string };

export const initialSubmissionState: SubmissionState = {
  status: 'idle',
  fieldErrors: {},
  idempotencyKey: null,
  retryAfterSeconds: null,
  rejection: null,
  id: null,
};

export function submissionReducer(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case 'checked-invalid':
      return { ...state, status: 'invalid', fieldErrors: event.fields, retryAfterSeconds: null };
    case 'send':
      if (state.status === 'sending' || state.status === 'succeeded') return state;
      return {
        ...state,
        status: 'sending',
        fieldErrors: {},
        retryAfterSeconds: null,
        rejection: null,
        idempotencyKey: state.idempotencyKey ?? event.idempotencyKey,
      };
    case 'answered':
      if (state.status !== 'sending') return state;
      return afterAnswer(state, event.outcome);
    case 'edited':
      return afterEdit(state, event.field);
  }
}

function afterAnswer(state: SubmissionState, outcome: SubmissionOutcome): SubmissionState {
  switch (outcome.kind) {
    case 'stored':
      return { ...state, status: 'succeeded', id: outcome.id, idempotencyKey: null };
    case 'invalid':
      // The server read this exact body and refused it: a corrected one is a new submission.
      return { ...state, status: 'invalid', fieldErrors: outcome.fields, idempotencyKey: null };
    case 'rate-limited':
      // Nothing was stored; the same key is fine for the later attempt.
      return { ...state, status: 'rate-limited', retryAfterSeconds: outcome.retryAfterSeconds };
    case 'forbidden':
    case 'too-large':
      return { ...state, status: 'rejected', rejection: outcome.kind, idempotencyKey: null };
    case 'unavailable':
      // It may have been stored before the answer was lost: a retry must reuse the key.
      return { ...state, status: 'failed' };
  }
}

function afterEdit(state: SubmissionState, field: string): SubmissionState {
  if (state.status === 'sending' || state.status === 'succeeded') return state;
  const hasError = field in state.fieldErrors;
  if (!hasError && state.idempotencyKey === null) return state;
  const fieldErrors = { ...state.fieldErrors };
  delete fieldErrors[field];
  // Changed values make a different submission, so the next send gets a fresh key.
  return { ...state, fieldErrors, idempotencyKey: null };
}

/** Seconds to wait from a Retry-After header (seconds or an HTTP date); 60 when unreadable. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number {
  if (header) {
    const trimmed = header.trim();
    if (/^\d+$/.test(trimmed)) return Math.max(1, Number(trimmed));
    const date = Date.parse(trimmed);
    if (!Number.isNaN(date)) return Math.max(1, Math.ceil((date - now) / 1000));
  }
  return 60;
}

/** "30 seconds", "1 minute", "5 minutes": when a rate-limited visitor may send again. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
