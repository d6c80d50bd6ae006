import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { bufferToFormData } from 'hono/utils/buffer';
import type { AppEnv } from '../env';
import { invalidAnswer } from './errors';

// Loaded at the first request with a body, not at a cold start (scripts/bench/bundle.test.ts):
// every route that reads a body loads the contracts anyway.
const contracts = () => import('@portal/contracts');

const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

export interface CardDataOptions {
  /**
   * The largest form whose text fields are read here: the largest upload a route takes (4 MB, the
   * contracts' UPLOAD_MAX_BYTES) with room for the form. A larger form is left to the route, whose
   * own limit refuses it before reading it.
   */
  formBytes?: number;
  /**
   * Path prefixes whose bodies are not read here: calls signed by a provider (the webhooks), which
   * their route authenticates by the signature over the raw body before reading it, and whose
   * payloads are the provider's, not a member's typing.
   */
  unfiltered?: readonly string[];
}

/**
 * Card numbers go from the browser to the gateway, never here: a request body that carries one,
 * in any field of any route (a note, a name, a card field such as `cvv`), is refused with a 400
 * naming the field, before it is validated, stored, logged or sent on. JSON is read whatever its
 * declared type (some routes read it so); forms have their text fields read, not their files.
 *
 * The filter knows no route's schema (the routes load after it): each text value is judged by
 * what it is (contracts' `holdsCardNumber`). A value of a known shape is read by that shape: a
 * whole carrier tracking number by its check digits (a label's or a vial's tracking number,
 * spaces and all), e-mail and web addresses as addresses; everything else as free text, where a
 * card is a network's issuer range, length and Luhn check. A card number put into any of these
 * fields is still refused: a value whose digits are a card's is a card, whatever shape it has.
 */
export const refuseCardData = ({ formBytes = 4 * 1024 * 1024 + 64 * 1024, unfiltered = [] }: CardDataOptions = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.req.raw.body || unfiltered.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const contentType = c.req.header('content-type') ?? '';
    const body = FORM_TYPES.has(contentType.split(';')[0]!.trim().toLowerCase()) ? await formText(c, contentType, formBytes) : await jsonOf(c);
    if (body === undefined) return next();
    const { CARD_DATA_REFUSED, cardDataFields } = await contracts();
    const fields = cardDataFields(body);
    if (fields.length)
      return invalidAnswer(
        c,
        fields.map((path) => ({ path, message: CARD_DATA_REFUSED })),
      );
    await next();
  });

/**
 * The body read as JSON, from a copy: the route reads the body itself (a route's body limit reads
 * the stream, not a parse cached here). Undefined when it is no JSON: the route answers it.
 */
async function jsonOf(c: Context<AppEnv>): Promise<unknown> {
  try {
    return JSON.parse(await c.req.raw.clone().text()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The text fields of a form, read from a copy of the body and parsed as the route's validator parses
 * it; undefined when the form is larger than `maxBytes` or cannot be read (the route answers it).
 */
async function formText(c: Context<AppEnv>, contentType: string, maxBytes: number): Promise<Record<string, string | string[]> | undefined> {
  if (Number(c.req.header('content-length') ?? 0) > maxBytes) return undefined;
  const reader = c.req.raw.clone().body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      // Not awaited: a copy's cancellation settles only once the body itself is read or cancelled.
      reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.length), 0);
  let form: FormData;
  try {
    form = await bufferToFormData(bytes.buffer, contentType);
  } catch {
    return undefined;
  }
  const text: Record<string, string | string[]> = {};
  form.forEach((value, name) => {
    if (typeof value !== 'string') return;
    const before = text[name];
    text[name] = before === undefined ? value : [before, value].flat();
  });
  return text;
}
