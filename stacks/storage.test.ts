import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { globalIndexes, tableKeys, ttlAttribute } from '../packages/core/src/db/table-schema';
import { MEDIA_NONCURRENT_DAYS, Storage } from './storage';
import { synthApp } from './synth-app';

let dev: Template;
let prod: Template;

beforeAll(async () => {
  dev = (await synthApp('dev')).template(Storage);
  prod = (await synthApp('prod')).template(Storage);
});

/** The single table: the one with the change stream (the audit trail's table has none, stacks/audit.test.ts). */
const singleTable = (template: Template) => {
  const tables = Object.values(
    template.findResources('AWS::DynamoDB::Table', { Properties: { StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' } } }),
  );
  expect(tables).toHaveLength(1);
  return tables[0] as { Properties: Record<string, unknown>; DeletionPolicy?: string };
};

const onlyResource = (template: Template, type: string) => {
  const resources = Object.values(template.findResources(type));
  expect(resources).toHaveLength(1);
  return resources[0] as { Properties: Record<string, unknown>; DeletionPolicy?: string };
};

describe('table', () => {
  it('is keyed by pk and sk, billed per request', () => {
    prod.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableKeys.pk, KeyType: 'HASH' },
        { AttributeName: tableKeys.sk, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: tableKeys.pk, AttributeType: 'S' },
        { AttributeName: tableKeys.sk, AttributeType: 'S' },
      ]),
    });
  });

  it('has exactly the global indexes of the table schema, projecting all attributes', () => {
    const table = singleTable(prod);
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(
      globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.pk, KeyType: 'HASH' },
          { AttributeName: index.sk, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    for (const index of globalIndexes) {
      expect(table.Properties.AttributeDefinitions).toContainEqual({ AttributeName: index.pk, AttributeType: 'S' });
      expect(table.Properties.AttributeDefinitions).toContainEqual({ AttributeName: index.sk, AttributeType: 'S' });
    }
  });

  it('expires items by the TTL attribute and keeps point-in-time recovery', () => {
    prod.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('is protected from deletion outside dev', () => {
    prod.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    dev.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  });
});

describe('media bucket', () => {
  it('is private, encrypted and versioned', () => {
    prod.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      CorsConfiguration: Match.absent(),
    });
  });

  it('keeps report exports a day, and the parts of an unfinished one', () => {
    prod.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'exports/', ExpirationInDays: 1, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
        ]),
      },
    });
  });

  it('deletes after a day the uploads no saved form named (tagged staged)', () => {
    prod.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ TagFilters: [{ Key: 'portal-staged', Value: 'true' }], ExpirationInDays: 1, Status: 'Enabled' })]),
      },
    });
  });

  it("keeps every file's overwritten and deleted versions for the table's point-in-time recovery window, then deletes them", () => {
    expect(MEDIA_NONCURRENT_DAYS).toBe(35);
    const rules = (onlyResource(prod, 'AWS::S3::Bucket').Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toContainEqual({
      NoncurrentVersionExpiration: { NoncurrentDays: MEDIA_NONCURRENT_DAYS },
      ExpiredObjectDeleteMarker: true,
      Status: 'Enabled',
    });
    // Exports and staged uploads go sooner, their earlier versions with them.
    for (const rule of rules.filter((r) => r.Prefix || r.TagFilters)) expect(rule).toMatchObject({ NoncurrentVersionExpiration: { NoncurrentDays: 1 } });
  });

  it('refuses requests without TLS', () => {
    prod.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
  });

  it('logs its access into the access-log bucket, under s3/media/', () => {
    prod.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: {
        DestinationBucketName: { 'Fn::ImportValue': Match.stringLikeRegexp('^prod-portal-Monitoring:.*AccessLogs') },
        LogFilePrefix: 's3/media/',
      },
    });
  });

  it('is retained outside dev', () => {
    expect(onlyResource(prod, 'AWS::S3::Bucket').DeletionPolicy).toBe('Retain');
    expect(onlyResource(dev, 'AWS::S3::Bucket').DeletionPolicy).toBe('Delete');
  });
});
