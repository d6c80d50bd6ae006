import type { GatewayAuth } from '@portal/contracts';

/**
 * The gateway's browser library (Accept.js) as the portal uses it: the card goes from the browser
 * to the gateway, which answers a single-use token; only the token goes to the API. On AWS the
 * gateway's own script is loaded; locally an implementation with the same `dispatchData` posts the
 * same request (securePaymentContainerRequest) to the local gateway simulator.
 */
export interface CardData {
  cardNumber: string;
  /** Two digits. */
  month: string;
  /** Four digits. */
  year: string;
  cardCode: string;
  fullName?: string;
}

export interface AcceptResponse {
  messages: { resultCode: 'Ok' | 'Error'; message: { code: string; text: string }[] };
  opaqueData?: { dataDescriptor: string; dataValue: string };
}

export interface Accept {
  dispatchData(data: { authData: { clientKey: string; apiLoginID: string }; cardData: CardData }, handler: (response: AcceptResponse) => void): void;
}

declare global {
  interface Window {
    Accept?: Accept;
  }
}

/** Loads the gateway's Accept.js once. */
function acceptScript(url: string): Promise<Accept> {
  if (window.Accept) return Promise.resolve(window.Accept);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.charset = 'utf-8';
    script.onload = () => (window.Accept ? resolve(window.Accept) : reject(new Error('The payment library did not load.')));
    script.onerror = () => reject(new Error('The payment library could not be loaded. Please try again.'));
    document.head.append(script);
  });
}

const failure = (text: string, code = 'E_WC_14'): AcceptResponse => ({ messages: { resultCode: 'Error', message: [{ code, text }] } });

/** The local stand-in for Accept.js: the same call, posted to the local gateway simulator. */
export function localAccept(requestUrl: string): Accept {
  return {
    dispatchData({ authData, cardData }, handler) {
      const body = {
        securePaymentContainerRequest: {
          merchantAuthentication: { name: authData.apiLoginID, clientKey: authData.clientKey },
          data: {
            type: 'TOKEN',
            id: crypto.randomUUID(),
            token: {
              cardNumber: cardData.cardNumber,
              expirationDate: `${cardData.month}${cardData.year}`,
              cardCode: cardData.cardCode,
              ...(cardData.fullName ? { fullName: cardData.fullName } : {}),
            },
          },
        },
      };
      fetch(requestUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' })
        .then(async (response) => JSON.parse((await response.text()).replace(/^\uFEFF/, '')) as AcceptResponse)
        .then(handler, () => handler(failure('The payment gateway could not be reached. Please try again.')));
    },
  };
}

/** The tokenizer the gateway configuration names. */
export const loadAccept = (auth: GatewayAuth): Promise<Accept> =>
  auth.accept_js_url ? acceptScript(auth.accept_js_url) : Promise.resolve(localAccept(auth.tokenizer_url ?? ''));

/** Turns a card into the gateway's single-use token, or fails with the gateway's message. */
export async function tokenizeCard(auth: GatewayAuth, cardData: CardData): Promise<{ descriptor: string; value: string }> {
  const accept = await loadAccept(auth);
  const response = await new Promise<AcceptResponse>((resolve) =>
    accept.dispatchData({ authData: { clientKey: auth.client_key, apiLoginID: auth.api_login_id }, cardData }, resolve),
  );
  if (response.messages.resultCode !== 'Ok' || !response.opaqueData)
    throw new Error(response.messages.message.map((m) => m.text).join(' ') || 'The card could not be verified.');
  return { descriptor: response.opaqueData.dataDescriptor, value: response.opaqueData.dataValue };
}
