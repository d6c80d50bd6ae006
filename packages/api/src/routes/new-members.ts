import { createRoute, z } from '@hono/zod-openapi';
import {
  EmailExistsAnswer,
  EmailExistsQuery,
  MemberView,
  NewHarvestCenterRequest,
  NewMemberRequest,
  REGISTERED,
  RegistrationAnswer,
  type RegistrationPage,
} from '@portal/contracts';
import { EmailChecks, Invitations, Members } from '@portal/core';
import type { AppContext } from '../env';
import { allow, signedIn } from '../middleware/auth';
import { signedInOrRegistration } from '../middleware/registration';
import { errors, jsonBody, ok, router } from '../router';

const Created = z.object({ message: z.string(), user: MemberView });
const CREATED = 'User has been created. We sent the sign-in details by e-mail.';

const emailExistsResponses = { ...ok(EmailExistsAnswer), ...errors(400, 429) };

const createdResponses = { ...ok(Created), ...errors(400, 403, 409) };

async function created(c: AppContext, input: Parameters<typeof Invitations.createForAdmin>[1]) {
  const member = await Invitations.createForAdmin(c.get('memberCtx'), input);
  return c.json({ message: CREATED, user: Members.view(member) }, 200);
}

/** The center pages' registrations go through harvest-centers/: the payload's subscription says which page. */
const centerPages: Record<number, RegistrationPage> = { 4: 'harvest-center', 5: 'referral-center', 9: 'hc-staff' };
const centerPage = (body: unknown) => centerPages[Number((body as { subscription?: unknown } | undefined)?.subscription)];

const names = (body: { email: string; first_name: string; last_name: string; company?: string; phone_number?: string }) => ({
  email: body.email,
  firstName: body.first_name,
  lastName: body.last_name,
  company: body.company,
  phoneNumber: body.phone_number,
});

/** Members created by an admin, and the public e-mail check of the registration forms. */
export const newMemberRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/users/',
      tags: ['users'],
      middleware: [signedIn(), allow('users:create')] as const,
      request: jsonBody(NewMemberRequest),
      responses: createdResponses,
    }),
    (c) => {
      const body = c.req.valid('json');
      return created(c, { ...names(body), membership: body.subscription, harvestCenterId: body.harvest_center_id });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/harvest-centers/',
      tags: ['centers'],
      description:
        'Signed in: an admin adds a harvest center. Without credentials: the New Harvest Center, New Referral Harvest Center and New HC Staff Account pages register (RegistrationRequest, subscription 4, 5 or 9).',
      middleware: [signedInOrRegistration('centers:create', centerPage, REGISTERED)] as const,
      request: jsonBody(NewHarvestCenterRequest),
      responses: { ...ok(z.union([Created, RegistrationAnswer])), ...errors(400, 403, 409, 429) },
    }),
    (c) => {
      const body = c.req.valid('json');
      return created(c, { ...names(body), membership: 4, salesRepId: body.saless_rep_id });
    },
  )
  .openapi(
    createRoute({ method: 'get', path: '/users/email-exists/', tags: ['users'], request: { query: EmailExistsQuery }, responses: emailExistsResponses }),
    async (c) => c.json({ exists: await EmailChecks.emailExists(c.get('domainCtx'), c.req.valid('query').email, c.get('clientAddress')) }, 200),
  )
  .openapi(
    createRoute({ method: 'post', path: '/users/email-exists/', tags: ['users'], request: jsonBody(EmailExistsQuery), responses: emailExistsResponses }),
    async (c) => c.json({ exists: await EmailChecks.emailExists(c.get('domainCtx'), c.req.valid('json').email, c.get('clientAddress')) }, 200),
  );
