import { CheckoutOutcome, PAYMENT_FAILED, type CheckoutRequest } from '@portal/contracts';
import { ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

/**
 * One checkout attempt that has had no answer yet: the request as it was sent, with its
 * idempotency key (and its single-use card token), and what the form held when it was sent.
 */
export interface PendingAttempt {
  fingerprint: string;
  request: CheckoutRequest;
}

/**
 * The request to send again, unchanged, when the last attempt got no answer and the form is as it
 * was: the server then answers the first outcome and charges once. After an answer, or once the
 * form changed, a new attempt is made with a new key.
 */
export function retryOf(pending: PendingAttempt | null, fingerprint: string): CheckoutRequest | null {
  return pending && pending.fingerprint === fingerprint ? pending.request : null;
}

/** A new attempt's key. */
export const newAttemptKey = (): string => crypto.randomUUID();

export const SAFE_TO_RETRY = 'Your payment may not have been sent. Submitting again is safe: you will not be charged twice.';

const outcomeBody = (error: unknown) => (error instanceof ApiError ? CheckoutOutcome.safeParse(error.body) : undefined);

/**
 * Whether a failed call left the attempt without a definite outcome: the server was not reached,
 * or a proxy answered for it (no checkout outcome in the body). The same attempt may be sent again.
 */
export function unanswered(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || (error.status >= 502 && error.status <= 504 && !outcomeBody(error)?.success);
}

/**
 * What a failed payment call shows (spec §8: the server's message as the error dialog's title and
 * error_message below it). Non-2xx answers of the checkout carry its outcome; other failures say
 * what is known.
 */
export function failedOutcome(error: unknown): CheckoutOutcome {
  const body = outcomeBody(error);
  if (body?.success) return body.data;
  const base = { code: 'error' as const, transaction_id: null, invoice_id: null, totals: null };
  if (unanswered(error)) return { ...base, message: NETWORK_ERROR_MESSAGE, error_message: SAFE_TO_RETRY };
  return { ...base, message: PAYMENT_FAILED, error_message: errorMessage(error) };
}
