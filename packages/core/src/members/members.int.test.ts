import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { nextId } from '../db/counters';
import * as Members from './members';

const h = harness();

describe('member ids and e-mail addresses', () => {
  it('hands out distinct consecutive ids to 20 concurrent callers', async () => {
    const ctx = await h.domainCtx();
    const ids = await Promise.all(Array.from({ length: 20 }, () => nextId(ctx.db, ctx.domain.domainId, 'race-test')));
    const sorted = [...ids].sort((a, b) => a - b);
    expect(new Set(ids).size).toBe(20);
    expect(sorted.at(-1)! - sorted[0]!).toBe(19);
  });

  it('gives an address to one member per domain, even when two requests race for it', async () => {
    const ctx = await h.domainCtx();
    const email = `race-${Date.now()}@acme.test`;
    const input = { email, firstName: 'Race', lastName: 'Twin', memberships: [2], password: 'Portal-Demo-1' };
    const results = await Promise.allSettled([Members.create(ctx, input), Members.create(ctx, input)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.message).toBe('A user with this email already exists.');
    expect((await Members.fromEmail(ctx, email.toUpperCase()))?.firstName).toBe('Race');
  });

  it('lets the same address exist once in each domain', async () => {
    const email = `twin-${Date.now()}@example.test`;
    const input = { email, firstName: 'Twin', lastName: 'Member', memberships: [2], password: 'Portal-Demo-1' };
    const acme = await Members.create(await h.domainCtx('acme'), input);
    const beta = await Members.create(await h.domainCtx('beta'), input);
    expect(acme.domainId).not.toBe(beta.domainId);
    await expect(h.login(email, 'Portal-Demo-1', 'acme')).resolves.toMatch(/^ey/);
    await expect(h.login(email, 'Portal-Demo-1', 'beta')).resolves.toMatch(/^ey/);
  });
});

describe('a member whose identity cannot be created', () => {
  it('is not kept, and its address stays free', async () => {
    const ctx = await h.domainCtx();
    const failing = { ...ctx, providers: { ...ctx.providers, identity: { ...ctx.providers.identity, createUser: () => Promise.reject(new Error('identity down')) } } };
    const email = `undo-${Date.now()}@acme.test`;
    await expect(Members.create(failing, { email, firstName: 'Un', lastName: 'Done', memberships: [2], harvestCenterId: 4 })).rejects.toThrow('identity down');
    expect(await Members.fromEmail(ctx, email)).toBeUndefined();
    const again = await Members.create(ctx, { email, firstName: 'Re', lastName: 'Try', memberships: [2], password: 'Portal-Demo-1' });
    expect(again.firstName).toBe('Re');
  });
});
