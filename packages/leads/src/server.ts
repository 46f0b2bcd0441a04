// Node-only entry: storage, the CRM outbox and the form API handler.
export * from './index';
