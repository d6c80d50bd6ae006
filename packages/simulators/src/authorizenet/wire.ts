import type { Context } from 'hono';

/** Authorize.net starts every JSON answer with a UTF-8 byte-order mark; clients must strip it. */
export const BOM = '\uFEFF';

export interface GatewayMessage {
  code: string;
  text: string;
}

export interface Messages {
  resultCode: 'Ok' | 'Error';
  message: GatewayMessage[];
}

export const okMessages = (text = 'Successful.', code = 'I00001'): Messages => ({ resultCode: 'Ok', message: [{ code, text }] });

export const errorMessages = (code: string, text: string): Messages => ({ resultCode: 'Error', message: [{ code, text }] });

/** A request the gateway refuses: its code and text, and any fields the answer still carries. */
export class GatewayError extends Error {
  constructor(
    readonly code: string,
    readonly text: string,
    readonly fields: Record<string, unknown> = {},
  ) {
    super(`${code} ${text}`);
  }
}

export const notFound = () => new GatewayError('E00040', 'The record cannot be found.');

/** The body as the gateway sends it: BOM, then JSON, with HTTP 200 whatever the outcome. */
export const answer = (c: Context, body: object) => c.body(BOM + JSON.stringify(body), 200, { 'content-type': 'application/json; charset=utf-8' });

export type Json = Record<string, unknown>;

/** The gateway reads ids and numbers from strings or numbers alike. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

export const object = (value: unknown): Json | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined);

/** A repeated element: JSON sends an array, or a single object when there is one. */
export const list = (value: unknown): Json[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map((v) => object(v) ?? {});

export const flag = (value: unknown): boolean => value === true || value === 'true' || value === 1 || value === '1';

/** Cents from the gateway's decimal amount ("25.00", "25", 25.5); undefined when it is not one. */
export function cents(value: unknown): number | undefined {
  const amount = text(value)?.trim();
  if (!amount || !/^\d+(\.\d{1,4})?$/.test(amount)) return undefined;
  return Math.round(Number(amount) * 100);
}

export const decimal = (cents: number) => (cents / 100).toFixed(2);
