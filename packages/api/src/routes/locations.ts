import { createRoute } from '@hono/zod-openapi';
import {
  DefaultLocationRequest,
  LocationIdParam,
  LocationList,
  LocationUpdate,
  LocationView,
  MemberIdParam,
  MessageBody,
  NewLocation,
} from '@portal/contracts';
import { Locations, type MemberCtx, Scope } from '@portal/core';
import { signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

const inScope = (ctx: MemberCtx, memberId: number) => Scope.memberInScope(ctx, memberId, 'locations:manage-own', 'locations:manage-any');

/** A member's saved addresses, with exactly one default. */
export const locationRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/locations/user/{id}/',
      tags: ['locations'],
      middleware: [signedIn()] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(LocationList), ...errors(403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const owner = await inScope(ctx, c.req.valid('param').id);
      return c.json(await Locations.list(ctx, owner.memberId), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/locations/',
      tags: ['locations'],
      middleware: [signedIn()] as const,
      request: jsonBody(NewLocation),
      responses: { ...ok(LocationView), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const { user, ...fields } = c.req.valid('json');
      const owner = await inScope(ctx, user);
      return c.json(await Locations.add(ctx, owner.memberId, fields), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/locations/{id}/',
      tags: ['locations'],
      middleware: [signedIn()] as const,
      request: { params: LocationIdParam, ...jsonBody(LocationUpdate) },
      responses: { ...ok(LocationView), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const location = await Locations.owned(ctx, c.req.valid('param').id);
      return c.json(await Locations.update(ctx, location, c.req.valid('json')), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/locations/{id}/',
      tags: ['locations'],
      middleware: [signedIn()] as const,
      request: { params: LocationIdParam },
      responses: { ...ok(MessageBody), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      await Locations.remove(ctx, await Locations.owned(ctx, c.req.valid('param').id));
      return c.json({ success: true, message: 'Location has been deleted.' }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/locations/update-default/',
      tags: ['locations'],
      middleware: [signedIn()] as const,
      request: jsonBody(DefaultLocationRequest),
      responses: { ...ok(LocationList), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const { location_id, user_id } = c.req.valid('json');
      const location = await Locations.owned(ctx, location_id, user_id);
      return c.json(await Locations.makeDefault(ctx, location.memberId, location.locationId), 200);
    },
  );
