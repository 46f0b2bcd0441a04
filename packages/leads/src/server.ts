// Node-only entry: storage, the CRM outbox and the form API handler. Re-exports the two browser
// entries (`.` and `./client`) so server code needs one import.

export {
  type FormPostAnswer,
  type FormPostOptions,
  handleFormPost,
  isSameOriginPost,
} from './api/handle-form-post';
export { handleSubmission, type SubmissionDeps } from './api/handle-submission';
export { xsrfTokenResponse } from './api/http';
export { createRateLimiter, type RateLimiter } from './api/rate-limit';
export {
  createLeadsRuntime,
  type LeadsConfig,
  type LeadsRuntime,
  type OutboxObservers,
} from './api/runtime';
export * from './client';
export * from './index';
export { retryDelay } from './outbox/backoff';
export {
  deliveryTargets,
  type ForwardingConfig,
  formHandlerRequest,
  type HubspotConfig,
  hubspotRequest,
} from './outbox/destinations';
export {
  createOutbox,
  type DeliveryEvent,
  type Outbox,
  type OutboxOptions,
} from './outbox/outbox';
export type { Db, Param, Queryable } from './store/db';
export { createLeadStore } from './store/lead-store';
export { MIGRATIONS, type Migration, migrate } from './store/migrations';
export {
  type OpenedLeadDatabase,
  openLeadDatabase,
  openLeadStore,
  type StoreLocation,
} from './store/open-store';
export { createSharedRateLimiter, type SharedRateLimiterOptions } from './store/rate-limits';
export { SQLITE_FILE_NAME } from './store/sqlite';
export * from './store/types';
