import { createMiddleware } from 'hono/factory';

export const HEADERS_TOO_LARGE = 'The request headers are too large.';

export interface HeaderLimits {
  /** All headers together: each name and value, with the ': ' and line break between them. */
  totalBytes: number;
  /** The Authorization header alone (a Cognito ID token is 1 to 2 kB). */
  authorizationBytes: number;
}

/** What the API takes on Lambda and on the local server alike (Node's own limit there is the total). */
export const HEADER_LIMITS: HeaderLimits = { totalBytes: 16 * 1024, authorizationBytes: 8 * 1024 };

/** The body of a 431, the same from the app and from the local server's socket. */
export const headersTooLargeBody = () => ({ message: HEADERS_TOO_LARGE, code: 'headers_too_large' });

/**
 * Answers 431 (Request Header Fields Too Large) to a request whose headers are past the limits,
 * before anything reads them. API Gateway caps headers too, but at its own sizes: this keeps the
 * answer (and the limit) the same on Lambda and on the local server.
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
