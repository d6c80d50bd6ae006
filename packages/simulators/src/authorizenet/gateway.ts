import type { AuthorizeNetStore } from './store';
import type { Json } from './wire';

/** What every method's handler works with. */
export interface Gateway {
  store: AuthorizeNetStore;
  now: () => number;
}

/**
 * One API method: takes the request (the envelope already checked and authenticated) and answers
 * the response's fields, `messages` aside; refusals are thrown as GatewayError.
 */
export type MethodHandler = (request: Json, gateway: Gateway) => Json;
