import { registrationRequestFor, WRONG_MEMBERSHIP, type Action, type RegistrationPage, type RegistrationRequest } from '@portal/contracts';
import { DomainError, Members, Registration } from '@portal/core';
import { createMiddleware } from 'hono/factory';
import type { AppContext, AppEnv } from '../env';
import { invalidInput } from '../router';
import { allow, markSessionUse, signedIn } from './auth';

/** Which registration page a public request is: one page per route, or chosen from the payload among the route's own. */
export type PageOf = (body: unknown) => RegistrationPage | undefined;

/** The public answer of a registration: the member as it was created. */
async function registered(c: AppContext, page: RegistrationPage, body: RegistrationRequest, message: string) {
  const member = await Registration.register(c.get('domainCtx'), page, body, c.get('clientAddress'));
  return c.json({ success: true, message, user: Members.view(member) }, 200);
}

/**
 * A creation route that is also a public registration page's call (spec §7 Team and registration):
 * with credentials it is the signed-in call, allowed by `action`; without any, the body is the
 * page's registration payload, checked strictly (an unknown field refuses it), and the page
 * registers its own membership only.
 */
export const signedInOrRegistration = (action: Action, pageOf: PageOf, message: string) =>
  markSessionUse(
    createMiddleware<AppEnv>(async (c, next) => {
      if (c.req.header('Authorization') !== undefined)
        return signedIn()(c, async () => {
          await allow(action)(c, next);
        });
      const body: unknown = await c.req.json().catch(() => undefined);
      const page = pageOf(body);
      if (!page) throw new DomainError('invalid', WRONG_MEMBERSHIP);
      const parsed = registrationRequestFor(page).safeParse(body);
      if (!parsed.success) return invalidInput(c, parsed.error);
      return registered(c, page, parsed.data, message);
    }),
    'optional',
  );
