import { PAYMENT_DECLINED, PAYMENT_FAILED, type CheckoutRequest } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { failedOutcome, retryOf, SAFE_TO_RETRY, unanswered } from './attempt';

const request = { idempotency_key: '6f1c1c5e-8d8a-4c47-9d55-3d5b4a3c2b10' } as CheckoutRequest;
const declined = {
  code: 'declined',
  message: PAYMENT_DECLINED,
  error_message: 'This transaction has been declined.',
  transaction_id: null,
  invoice_id: 'INV-7',
  totals: null,
};

describe('checkout attempts', () => {
  it('sends the same attempt again, key and all, while the form is unchanged', () => {
    expect(retryOf({ fingerprint: 'a', request }, 'a')).toBe(request);
  });

  it('makes a new attempt once the form changed or there was none pending', () => {
    expect(retryOf({ fingerprint: 'a', request }, 'b')).toBeNull();
    expect(retryOf(null, 'a')).toBeNull();
  });

  it('knows an unanswered call from an answered one', () => {
    expect(unanswered(new ApiError(0, NETWORK_ERROR_MESSAGE, 'network'))).toBe(true);
    expect(unanswered(new ApiError(504, 'Gateway Timeout'))).toBe(true);
    expect(unanswered(new ApiError(402, PAYMENT_DECLINED, undefined, undefined, declined))).toBe(false);
    expect(unanswered(new ApiError(400, 'Required'))).toBe(false);
    expect(unanswered(new Error('boom'))).toBe(false);
  });
});

describe('a failed payment', () => {
  it("shows the server's message as the title and error_message below it", () => {
    expect(failedOutcome(new ApiError(402, PAYMENT_DECLINED, undefined, undefined, declined))).toEqual(declined);
  });

  it('says a retry is safe when no answer came', () => {
    expect(failedOutcome(new ApiError(0, NETWORK_ERROR_MESSAGE, 'network'))).toMatchObject({
      code: 'error',
      message: NETWORK_ERROR_MESSAGE,
      error_message: SAFE_TO_RETRY,
    });
  });

  it('shows any other failure with its message', () => {
    expect(failedOutcome(new ApiError(400, 'Enter an id'))).toMatchObject({ code: 'error', message: PAYMENT_FAILED, error_message: 'Enter an id' });
  });
});
