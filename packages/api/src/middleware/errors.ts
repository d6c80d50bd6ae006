// Core's cold-start entry, not its index: every module the index re-exports would load at import
// with it (esbuild splits by file), and this file loads at every cold start (scripts/bench/bundle.test.ts).
import { DomainError, EsignError, PaymentsError } from '@portal/core/runtime';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { jsonLogger, type LogLine } from './request-log';

const statusOf: Record<DomainError['code'], ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
};

/** One issue of a refused input: the field's dotted path ('' for the input as a whole) and what is wrong with it. */
export interface InputIssue {
  path: string;
  message: string;
}

/** The 400 answer of bad input: every issue, and a message built from them that names each field. */
export function invalidAnswer(c: Context, issues: InputIssue[]) {
  const message = [...new Set(issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)))].join(' ');
  return c.json({ message, code: 'invalid', issues }, 400);
}

/** Turns every thrown error into `{message, code}` with its status; internals are only logged. */
export const onError =
  (log: (line: LogLine) => void = jsonLogger): ErrorHandler<AppEnv> =>
  (err, c) => {
    if (err instanceof DomainError) return c.json({ message: err.message, code: err.reason ?? err.code }, statusOf[err.code]);
    if (err instanceof EsignError) {
      // The provider's own words stay in the log; the member is told what it means for them.
      log({ level: 'error', msg: 'e-signature provider error', requestId: c.get('requestId'), error: err.message, code: err.code, status: err.status });
      if (err.code === 'not_found') return c.json({ message: 'The document was not found at the e-signature service.', code: 'not_found' }, 404);
      return c.json({ message: 'The e-signature service could not complete the request. Please try again.', code: 'esign_unavailable' }, 502);
    }
    if (err instanceof PaymentsError) {
      log({ level: 'error', msg: 'payments gateway error', requestId: c.get('requestId'), error: err.message, code: err.code, kind: err.kind });
      const [status, message] = paymentsAnswer(err);
      return c.json({ message, code: `payments_${err.kind}` }, status);
    }
    if (err instanceof HTTPException) return c.json({ message: err.message || 'Request failed', code: 'http_error' }, err.status as ContentfulStatusCode);
    log({ level: 'error', msg: 'unhandled error', requestId: c.get('requestId'), error: err.stack ?? String(err) });
    return c.json({ message: 'Something went wrong. Please try again.', code: 'internal' }, 500);
  };

/** What a gateway failure means for the member; the gateway's own words only where they are about the card. */
function paymentsAnswer(err: PaymentsError): [ContentfulStatusCode, string] {
  switch (err.kind) {
    case 'invalid_token':
      return [400, 'The card details expired before they were saved. Please enter the card again.'];
    case 'too_many_cards':
      return [400, 'You have saved as many cards as allowed. Delete one before adding another.'];
    case 'refused':
      return [400, `The card was not accepted: ${err.message.replace(/^.*? failed: (E\d+ )?/, '') || 'please check the card details.'}`];
    case 'not_found':
      return [404, 'Payment method not found.'];
    case 'not_configured':
    case 'not_permitted':
      return [503, 'Card payments are not set up for this portal yet.'];
    default:
      return [502, 'The payment gateway could not be reached. Please try again.'];
  }
}

export const onNotFound: NotFoundHandler<AppEnv> = (c) => c.json({ message: `No route for ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404);
