import { can, type Action } from '@portal/contracts';
import { Audit, DomainError, MemberAdmin, Members, Sessions } from '@portal/core';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

export const ACTING_AS_HEADER = 'X-Acting-As';
const NOT_SIGNED_IN = 'Authentication credentials were not provided.';

/** Whether a route's middleware needs a session, or takes one when credentials come: what the OpenAPI document declares. */
export type SessionUse = 'required' | 'optional';
const sessionUses = new WeakMap<object, SessionUse>();

/** The session a route's middleware list asks for (signedIn or signedInIfCredentials among them), if any. */
export const sessionUseOf = (middleware: readonly unknown[]): SessionUse | undefined =>
  middleware.map((m) => (typeof m === 'function' ? sessionUses.get(m) : undefined)).find((use) => use !== undefined);

/** Records the session a middleware asks for (see sessionUseOf); answers the middleware. */
export const markSessionUse = <T extends object>(middleware: T, use: SessionUse) => {
  sessionUses.set(middleware, use);
  return middleware;
};

/** The bearer token of an Authorization header (`token <jwt>` or `Bearer <jwt>`). */
export const tokenFrom = (header: string | undefined) => /^(?:token|Bearer)\s+(\S+)$/i.exec(header ?? '')?.[1];

const requireSession = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const ctx = c.get('domainCtx');
    const token = tokenFrom(c.req.header('Authorization'));
    if (!token) throw new DomainError('forbidden', NOT_SIGNED_IN);
    const { member: caller, markUsed } = await Sessions.authenticate(ctx, token);
    let member = caller;
    const actingAs = c.req.header(ACTING_AS_HEADER);
    if (actingAs && actingAs !== String(caller.memberId)) {
      // Only a canonical member id names a member: '07', '+7' or '7.0' act as nobody.
      const target = /^[1-9]\d{0,15}$/.test(actingAs) ? await Members.fromId(ctx, Number(actingAs)) : undefined;
      if (!target || !target.active || !MemberAdmin.mayActAs(caller, target)) throw new DomainError('forbidden', 'You may not act as this member.');
      member = target;
    }
    c.set('memberCtx', { ...ctx, caller, member });
    await next();
    // The session's last use (idle sign-out) is written by a request that succeeded: a refused one changes nothing.
    if (markUsed && c.res.status < 400) await markUsed();
    if (member !== caller && c.req.method !== 'GET' && c.res.status < 400)
      await Audit.record(c.get('memberCtx'), { action: `${c.req.method} ${c.req.routePath}`, target: c.req.path });
  });

/**
 * Requires a valid token of an active member of the request's domain. With the acting-as header
 * the request runs as that member when the caller may act as it; both are audited.
 */
export const signedIn = () => markSessionUse(requireSession(), 'required');

/** Refuses the request unless the acting member's memberships allow the action (the role table). */
export const allow = (action: Action) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!can(c.get('memberCtx').member.memberships, action)) throw new DomainError('forbidden', 'You do not have permission to perform this action.');
    await next();
  });

/**
 * For a call that answers both members and a public page: with credentials it is `signedIn()`
 * (and bad credentials are refused as anywhere); without any, the handler runs as the public page's
 * call and must check what the page brings (see `isSignedIn`).
 */
export const signedInIfCredentials = () =>
  markSessionUse(
    createMiddleware<AppEnv>(async (c, next) => {
      if (c.req.header('Authorization') === undefined) return next();
      return requireSession()(c, next);
    }),
    'optional',
  );

/** Whether `signedInIfCredentials` signed the request in. */
export const isSignedIn = (c: { get: (key: 'memberCtx') => unknown }) => c.get('memberCtx') !== undefined;
