/** Authorize.net's production API host; the sandbox is AUTHORIZENET_SANDBOX. */
export const AUTHORIZENET_PRODUCTION = 'https://api.authorize.net';
export const AUTHORIZENET_SANDBOX = 'https://apitest.authorize.net';
const REQUEST_PATH = '/xml/v1/request.api';

/** The one URL every method is posted to, from the host with or without the request path. */
export function requestUrl(baseUrl: string): string {
  const root = baseUrl.replace(/\/+$/, '');
  return root.endsWith(REQUEST_PATH) ? root : `${root}${REQUEST_PATH}`;
}

const acceptJsHosts: Record<string, string> = {
  'api.authorize.net': 'https://js.authorize.net/v1/Accept.js',
  'api2.authorize.net': 'https://js.authorize.net/v1/Accept.js',
  'apitest.authorize.net': 'https://jstest.authorize.net/v1/Accept.js',
};

/**
 * Where the browser loads Accept.js for the gateway at `baseUrl`: Authorize.net's CDN for its
 * production and sandbox hosts; undefined for another host (the local simulator), where the
 * browser posts the tokenizer's request to `requestUrl` itself.
 */
export const acceptJsUrl = (baseUrl: string): string | undefined => acceptJsHosts[new URL(requestUrl(baseUrl)).hostname];
