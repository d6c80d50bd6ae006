import { CARD_DATA_REFUSED, carriesCardData } from '@portal/contracts';
import { DomainError } from '@portal/core';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/**
 * Card numbers and security codes go from the browser to the gateway, never here: a body that
 * carries one (a card field, or a value that reads as a card number) is refused before it is
 * validated, logged or stored.
 */
export const refuseCardData = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (carriesCardData(body)) throw new DomainError('invalid', CARD_DATA_REFUSED);
    await next();
  });
