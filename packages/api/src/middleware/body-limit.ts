import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';

export interface BodyLimits {
  /**
   * A multipart form: the largest upload a route takes (the contracts' UPLOAD_MAX_BYTES, 4 MB; not
   * imported, as the contracts load with the first route that needs them) and its form around it.
   */
  formBytes: number;
  /**
   * Every other body (JSON, whatever its declared type): the largest one the contracts allow is
   * about 128 KB with every character sent \u-escaped, 64 KB as UTF-8 (request-bodies.test.ts).
   */
  otherBytes: number;
}

export const BODY_LIMITS: BodyLimits = { formBytes: 4 * 1024 * 1024 + 64 * 1024, otherBytes: 256 * 1024 };

export const FORM_TOO_LARGE = 'The request is too large: it may carry at most 4 MB of files.';
export const BODY_TOO_LARGE = 'The request is too large: a request without files may be at most 256 KB.';

const isMultipart = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'multipart/form-data';

/**
 * Answers 413 with a JSON message to a body past its limit before anything reads it: one whose
 * Content-Length says so at once, unread (Node's parser and the Lambda adapter hold a body to its
 * Content-Length); one sent in chunks as soon as the bytes read pass the limit, having held at most
 * the limit. Routes with smaller files keep their own lower limits.
 */
export const limitBodies = (limits: BodyLimits = BODY_LIMITS) =>
  createMiddleware(async (c, next) => {
    const form = isMultipart(c.req.header('content-type'));
    const limit = bodyLimit({
      maxSize: form ? limits.formBytes : limits.otherBytes,
      onError: (c) => c.json({ message: form ? FORM_TOO_LARGE : BODY_TOO_LARGE, code: 'too_large' }, 413),
    });
    return limit(c, next);
  });
