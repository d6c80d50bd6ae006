import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { configFromEnv } from '../config';
import { createCore } from '../create-core';
import { createDynamoClient } from '../db/client';
import { createDb } from '../db/service';
import * as Members from './members';

/**
 * A core whose DynamoDB answers every query of the members' e-mail index as if the index had not
 * caught up yet (on DynamoDB an index is eventually consistent; DynamoDB Local's is not): the
 * difference a sign-in right after registering meets on AWS.
 */
function coreWithLaggingIndexes() {
  const config = configFromEnv(inject('apiEnv'));
  const client = createDynamoClient(config);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const input = args.input as { IndexName?: string; ExpressionAttributeValues?: Record<string, unknown> };
      const byEmail = JSON.stringify(input.ExpressionAttributeValues ?? {}).includes('#email_');
      if (context.commandName === 'QueryCommand' && input.IndexName && byEmail)
        Object.assign(result.output as object, { Items: [], Count: 0, ScannedCount: 0 });
      return result;
    },
    { step: 'initialize', name: 'laggingIndexes' },
  );
  return { ...createCore(config), db: createDb(client, config.tableName, config.auditTableName) };
}

const h = harness({ core: coreWithLaggingIndexes() });

describe('a member found by e-mail', () => {
  it('signs in right after registering, however far behind the e-mail index is', async () => {
    const email = `fresh-${randomUUID().slice(0, 8)}@acme.test`;
    const ctx = await h.domainCtx();
    const member = await Members.create(ctx, { email, firstName: 'Fresh', lastName: 'Member', memberships: [2], password: 'Portal-Demo-1' });
    expect((await Members.fromEmail(ctx, email.toUpperCase()))?.memberId).toBe(member.memberId);
    const signedIn = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email, password: 'Portal-Demo-1' }, address: '10.70.0.1' });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    // An address that changed: the old one names no one, the new one the member.
    const moved = `moved-${randomUUID().slice(0, 8)}@acme.test`;
    await Members.changeEmail(ctx, member, moved);
    expect(await Members.fromEmail(ctx, email)).toBeUndefined();
    expect((await Members.fromEmail(ctx, moved))?.memberId).toBe(member.memberId);
  });
});
