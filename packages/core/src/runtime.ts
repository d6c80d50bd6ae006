/**
 * What the API's entry and middleware load at a cold start, without every area's module that the
 * index re-exports (scripts/bench/bundle.test.ts): the configuration, the core, the domains, and
 * the errors the API answers for. Everything else of core is reached through its index.
 */
export { configFromEnv, type Config } from './config';
export type { Core } from './context';
export { createCore } from './create-core';
export * as Domains from './domains/domains';
export { DomainError } from './errors';
export { EsignError } from './providers/esign/port';
export { PaymentsError } from './providers/payments/port';
