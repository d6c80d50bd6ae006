import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Bucket, Table, type StackContext } from 'sst/constructs';
import { AUDIT_RETENTION_DAYS } from '../packages/core/src/audit/audit';
import { auditIndexes, globalIndexes, tableKeys, ttlAttribute } from '../packages/core/src/db/table-schema';
import { STAGED_TAG } from '../packages/core/src/providers/storage/port';
import { logBucketAccess } from './logs-and-alarms';
import { isDevStage } from './stage';

/**
 * How long an overwritten or deleted file of the media bucket stays restorable: the table's
 * point-in-time recovery window, so a table restored to any second it offers finds the files its
 * records name, and a file a member deleted is gone for good after it.
 */
export const MEDIA_NONCURRENT_DAYS = 35;

/** The single table every entity lives in, and the private media bucket (its access logged, stacks/monitoring.ts). */
export function Storage({ app, stack }: StackContext) {
  const disposable = isDevStage(app.stage);
  const removalPolicy = disposable ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;

  const keyNames = [tableKeys.pk, tableKeys.sk, ...globalIndexes.flatMap((index) => [index.pk, index.sk])];
  const fields = Object.fromEntries(keyNames.map((name) => [name, 'string'] as const));

  // SST's Table already makes it PAY_PER_REQUEST with point-in-time recovery.
  const table = new Table(stack, 'Table', {
    fields,
    primaryIndex: { partitionKey: tableKeys.pk, sortKey: tableKeys.sk },
    globalIndexes: Object.fromEntries(globalIndexes.map((index) => [index.name, { partitionKey: index.pk, sortKey: index.sk, projection: 'all' as const }])),
    timeToLiveAttribute: ttlAttribute,
    // The projector's input (stacks/projector.ts): every change of every item, before and after.
    stream: 'new_and_old_images',
    cdk: { table: { deletionProtection: !disposable, removalPolicy } },
  });

  // The audit trail, apart: the functions may append to it and read it, never change or delete an
  // entry (core-runtime.ts auditPolicy; stacks/storage.test.ts). Each entry expires by its time to
  // live after AUDIT_RETENTION_DAYS; the table is kept when the stage is removed.
  const auditKeys = [tableKeys.pk, tableKeys.sk, ...auditIndexes.flatMap((index) => [index.pk, index.sk])];
  const auditTable = new Table(stack, 'AuditTable', {
    fields: Object.fromEntries(auditKeys.map((name) => [name, 'string'] as const)),
    primaryIndex: { partitionKey: tableKeys.pk, sortKey: tableKeys.sk },
    globalIndexes: Object.fromEntries(auditIndexes.map((index) => [index.name, { partitionKey: index.pk, sortKey: index.sk, projection: 'all' as const }])),
    timeToLiveAttribute: ttlAttribute,
    cdk: { table: { deletionProtection: !disposable, removalPolicy } },
  });

  const bucket = new Bucket(stack, 'Media', {
    cors: false,
    cdk: {
      bucket: {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        encryption: BucketEncryption.S3_MANAGED,
        versioned: true,
        enforceSSL: true,
        removalPolicy,
        autoDeleteObjects: disposable,
        // Report exports are read once through a 5-minute link: kept a day, then gone.
        // Uploads that no saved form named (a label, an asset file, a signed copy) are tagged staged: gone after a day.
        lifecycleRules: [
          {
            prefix: 'exports/',
            expiration: Duration.days(1),
            noncurrentVersionExpiration: Duration.days(1),
            // The parts of an export that failed midway.
            abortIncompleteMultipartUploadAfter: Duration.days(1),
          },
          { tagFilters: { [STAGED_TAG.key]: STAGED_TAG.value }, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
          // Every other file's earlier versions, and the delete markers left with none behind them.
          { noncurrentVersionExpiration: Duration.days(MEDIA_NONCURRENT_DAYS), expiredObjectDeleteMarker: true },
        ],
      },
    },
  });

  logBucketAccess(bucket.cdk.bucket, 'media');
  // What scripts run against the stage read (TABLE_NAME, BUCKET_NAME), and what a restore starts from.
  stack.addOutputs({
    TableName: table.tableName,
    AuditTableName: auditTable.tableName,
    AuditRetentionDays: String(AUDIT_RETENTION_DAYS),
    MediaBucketName: bucket.bucketName,
  });

  return { table, auditTable, bucket };
}
