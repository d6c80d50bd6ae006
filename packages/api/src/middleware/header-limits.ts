import { createMiddleware } from 'hono/factory';

/**
 * What API Gateway (HTTP API) takes of a request's line and header values together; past it, it
 * answers with its own error and the function never runs. Not adjustable.
 */
export const API_GATEWAY_HEADER_BYTES = 10_240;

export interface HeaderLimits {
  /** All headers together: each name and value, with the ': ' and line break between them. */
  totalBytes: number;
  /** The Authorization header alone (a Cognito ID token is 1 to 2 kB). */
  authorizationBytes: number;
}

/**
 * What the API takes on Lambda and on the local server alike (Node's own limit there is the total).
 * Below API Gateway's 10,240 bytes, which also count the request line and what CloudFront adds
 * (the origin secret, the domain, the viewer's address and CloudFront-Viewer-* headers, about 1 kB):
 * headers past 8 kB meet this limit and its message wherever API Gateway lets them through.
 */
export const HEADER_LIMITS: HeaderLimits = { totalBytes: 8 * 1024, authorizationBytes: 6 * 1024 };

export const HEADERS_TOO_LARGE = `The request headers are too large: at most ${HEADER_LIMITS.totalBytes / 1024} kB in all.`;

/** The body of a 431, the same from the app and from the local server's socket. */
export const headersTooLargeBody = () => ({ message: HEADERS_TOO_LARGE, code: 'headers_too_large' });

/**
 * Answers 431 (Request Header Fields Too Large) to a request whose headers are past the limits,
 * before anything reads them: the same answer (and limit) on Lambda and on the local server.
 */
export const limitHeaders = (limits: HeaderLimits = HEADER_LIMITS) =>
  createMiddleware(async (c, next) => {
    const authorization = c.req.header('authorization') ?? '';
    let total = 0;
    c.req.raw.headers.forEach((value, name) => {
      total += Buffer.byteLength(name) + Buffer.byteLength(value) + 4;
    });
    if (total > limits.totalBytes || Buffer.byteLength(authorization) > limits.authorizationBytes) return c.json(headersTooLargeBody(), 431);
    await next();
  });
