import type { Context } from 'hono';
import type { Core, DomainCtx, MemberCtx } from '@portal/core';

/** What middleware puts on the Hono context for the handlers after it. */
export interface AppEnv {
  Variables: {
    requestId: string;
    core: Core;
    domainCtx: DomainCtx;
    memberCtx: MemberCtx;
    clientAddress: string;
  };
}

export type AppContext = Context<AppEnv>;
