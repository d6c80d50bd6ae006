import { PaymentsError, type PaymentsProvider } from './port';

/**
 * Stands in when the Authorize.net credentials are not all set, so the rest of the portal runs and
 * only card features fail, with a message that says what to set.
 */
export function paymentsNotConfigured(): PaymentsProvider {
  const fail = () =>
    Promise.reject(
      new PaymentsError(
        'not_configured',
        'Card payments are not configured: set AUTHORIZENET_API_LOGIN_ID, AUTHORIZENET_TRANSACTION_KEY and AUTHORIZENET_CLIENT_KEY (and AUTHORIZENET_BASE_URL for the sandbox).',
      ),
    );
  return {
    ensureCustomer: fail,
    findCustomer: fail,
    addCard: fail,
    listCards: fail,
    deleteCard: fail,
    setDefaultCard: fail,
    charge: fail,
    findByInvoice: fail,
    reverse: fail,
  };
}
