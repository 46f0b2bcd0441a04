// `@tablogs/leads/submit`: the browser side of one form submission, without React. The page's
// form hook (apps/web `useLeadSubmission`) drives the reducer, sends with `sendSubmission` and
// shows what `describeWait` says; the server side of the same protocol is `@tablogs/leads/server`.
export { newIdempotencyKey } from './idempotency-key';
export { sendSubmission } from './send-submission';
export {
  describeWait,
  initialSubmissionState,
  parseRetryAfter,
  type SubmissionEvent,
  type SubmissionOutcome,
  type SubmissionState,
  type SubmissionStatus,
  submissionReducer,
} from './submission';
export { typedBeforeHydration } from './typed-before-hydration';
