import { createRoute } from '@hono/zod-openapi';
import { MemberIdParam, NewVialEntry, VialEntrySaved, VialEntryUpdate, VialsHistory, VialsHistoryQuery } from '@portal/contracts';
import { Audit, type MemberRecord, Scope, Vials } from '@portal/core';
import type { AppContext } from '../env';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

const saved = (c: AppContext, result: { message: string; entry: Parameters<typeof Vials.view>[0]; totals: MemberRecord | undefined }) =>
  c.json(
    {
      message: result.message,
      entry: Vials.view(result.entry),
      vials_available: result.totals?.vialsAvailable ?? 0,
      vials_shipped: result.totals?.vialsShipped ?? 0,
    },
    200,
  );

/** The vials ledger: a patient reads its own; an admin reads anyone's, adds and ships vials and edits entries. */
export const vialRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/vials-history/user/{id}/',
      tags: ['vials'],
      middleware: [signedIn()] as const,
      request: { params: MemberIdParam, query: VialsHistoryQuery },
      responses: { ...ok(VialsHistory), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const member = await Scope.memberInScope(ctx, c.req.valid('param').id, 'vials:read-own', 'vials:manage');
      await Audit.patientRead(ctx, member, 'vials');
      const { cursor, page_size } = c.req.valid('query');
      return c.json(await Vials.history(ctx, member, cursor ?? null, page_size), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/vials-history/',
      tags: ['vials'],
      middleware: [signedIn(), allow('vials:manage')] as const,
      request: jsonBody(NewVialEntry),
      responses: { ...ok(VialEntrySaved), ...errors(400, 403, 404, 409) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const input = c.req.valid('json');
      const member = await Scope.memberInScope(ctx, input.user_id, 'vials:manage', 'vials:manage');
      return saved(c, await Vials.addEntry(ctx, member, input));
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/vials-history/{id}/',
      tags: ['vials'],
      middleware: [signedIn(), allow('vials:manage')] as const,
      request: { params: MemberIdParam, ...jsonBody(VialEntryUpdate) },
      responses: { ...ok(VialEntrySaved), ...errors(400, 403, 404, 409) },
    }),
    async (c) => saved(c, await Vials.updateEntry(c.get('memberCtx'), c.req.valid('param').id, c.req.valid('json'))),
  );
