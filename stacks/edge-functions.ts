import { VIEWER_IP_HEADER } from '../packages/api/src/middleware/origin-verify';

/**
 * Code of the CloudFront Functions (viewer request, cloudfront-js runtime: ES5 with a few
 * additions), kept as text for FunctionCode.fromInline and run as is by edge-functions.test.ts.
 */

/** The SPA's default behavior: every path without a file extension is a client-side route. */
export const spaRoutingCode = `function handler(event) {
  var request = event.request;
  if (request.uri.split('/').pop().indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** Everything of the stage's webhook distribution but its webhook paths: answered 404 at the edge, nothing sent on. */
export const notFoundCode = `function handler(event) {
  return { statusCode: 404, statusDescription: 'Not Found' };
}`;

/**
 * /api/* and /media/*: the viewer's address as CloudFront saw it, in x-portal-viewer-ip over any
 * value the viewer sent, for the API's per-address limits. The API prefers it to
 * CloudFront-Viewer-Address, which the managed origin request policy may not forward, and which
 * this function leaves alone (edge functions may not change some CloudFront-* headers).
 */
export const viewerIpCode = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;
