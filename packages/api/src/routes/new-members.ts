import { createRoute, z } from '@hono/zod-openapi';
import { EmailExistsAnswer, EmailExistsQuery, MemberView, NewHarvestCenterRequest, NewMemberRequest } from '@portal/contracts';
import { Invitations, Members } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

const Created = z.object({ message: z.string(), user: MemberView });
const CREATED = 'User has been created. We sent the sign-in details by e-mail.';

const emailExistsResponses = { ...ok(EmailExistsAnswer), ...errors(400) };

/** Members created by an admin, and the public e-mail check of the registration forms. */
export const newMemberRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/users/',
      tags: ['users'],
      middleware: [signedIn(), allow('users:create')] as const,
      request: jsonBody(NewMemberRequest),
      responses: { ...ok(Created), ...errors(400, 403, 409) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const member = await Invitations.createForAdmin(c.get('memberCtx'), {
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        membership: body.subscription,
        company: body.company,
        phoneNumber: body.phone_number,
        harvestCenterId: body.harvest_center_id,
      });
      return c.json({ message: CREATED, user: Members.view(member) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/harvest-centers/',
      tags: ['centers'],
      middleware: [signedIn(), allow('centers:create')] as const,
      request: jsonBody(NewHarvestCenterRequest),
      responses: { ...ok(Created), ...errors(400, 403, 409) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const member = await Invitations.createForAdmin(c.get('memberCtx'), {
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        membership: 4,
        company: body.company,
        phoneNumber: body.phone_number,
        salesRepId: body.saless_rep_id,
      });
      return c.json({ message: CREATED, user: Members.view(member) }, 200);
    },
  )
  .openapi(
    createRoute({ method: 'get', path: '/users/email-exists/', tags: ['users'], request: { query: EmailExistsQuery }, responses: emailExistsResponses }),
    async (c) => c.json({ exists: Boolean(await Members.fromEmail(c.get('domainCtx'), c.req.valid('query').email)) }, 200),
  )
  .openapi(
    createRoute({ method: 'post', path: '/users/email-exists/', tags: ['users'], request: jsonBody(EmailExistsQuery), responses: emailExistsResponses }),
    async (c) => c.json({ exists: Boolean(await Members.fromEmail(c.get('domainCtx'), c.req.valid('json').email)) }, 200),
  );
