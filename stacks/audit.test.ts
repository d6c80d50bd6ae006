import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_RETENTION_DAYS } from '../packages/core/src/audit/audit';
import { auditIndexes, tableKeys, ttlAttribute } from '../packages/core/src/db/table-schema';
import { AUDIT_ACTIONS } from './core-runtime';
import { Storage } from './storage';
import { synthApp } from './synth-app';

let storage: Template;
let templates: Map<string, Record<string, unknown>>;

beforeAll(async () => {
  const app = await synthApp('prod');
  storage = app.template(Storage);
  templates = app.templates;
});

type Statement = { Action: string | string[]; Resource: unknown };

/** Every IAM policy statement of every stack that names the audit table (its ARN, or its indexes'). */
function auditStatements(): { stack: string; statement: Statement }[] {
  const found: { stack: string; statement: Statement }[] = [];
  for (const [stack, json] of templates) {
    const policies = Object.values(Template.fromJSON(json).findResources('AWS::IAM::Policy')) as {
      Properties: { PolicyDocument: { Statement: Statement[] } };
    }[];
    for (const policy of policies)
      for (const statement of policy.Properties.PolicyDocument.Statement)
        if (JSON.stringify(statement.Resource).includes('AuditTable')) found.push({ stack, statement });
  }
  return found;
}

describe('the audit trail', () => {
  it('is a table of its own: keyed as the single table, by member and by patient, entries expiring after their retention, kept and restorable', () => {
    const tables = Object.values(storage.findResources('AWS::DynamoDB::Table')) as { Properties: Record<string, unknown>; DeletionPolicy?: string }[];
    const audit = tables.find(
      (t) => JSON.stringify(t.Properties.GlobalSecondaryIndexes ?? []).includes(auditIndexes[0]!.name) && !t.Properties.StreamSpecification,
    );
    expect(audit, 'the audit table').toBeDefined();
    expect(audit!.Properties).toMatchObject({
      KeySchema: [
        { AttributeName: tableKeys.pk, KeyType: 'HASH' },
        { AttributeName: tableKeys.sk, KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
    expect(audit!.DeletionPolicy).toBe('Retain');
    // At least the six years the HIPAA Security Rule asks of records of activity.
    expect(AUDIT_RETENTION_DAYS).toBeGreaterThanOrEqual(6 * 365 + 2);
    storage.hasOutput('AuditRetentionDays', { Value: String(AUDIT_RETENTION_DAYS) });
  });

  it("cannot be changed or deleted by any function's role: each may append an entry and read entries, nothing more", () => {
    const statements = auditStatements();
    // The API, the jobs, the export job and the projector each build a core, so each may append.
    expect(new Set(statements.map((s) => s.stack.replace(/^.*-/, ''))).size).toBeGreaterThanOrEqual(4);
    for (const { stack, statement } of statements) {
      const actions = [statement.Action].flat();
      expect(
        actions.filter((a) => !AUDIT_ACTIONS.includes(a)),
        `${stack}: ${JSON.stringify(statement)}`,
      ).toEqual([]);
      for (const forbidden of ['dynamodb:DeleteItem', 'dynamodb:UpdateItem', 'dynamodb:BatchWriteItem', 'dynamodb:DeleteTable', 'dynamodb:*'])
        expect(actions).not.toContain(forbidden);
    }
  });
});
