import { ArnFormat, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { StackContext } from 'sst/constructs';
import { isDevStage } from './stage';

/** Where S3 writes the server access logs of the stage's buckets, inside the access-log bucket. */
export const S3_ACCESS_LOG_PREFIX = 's3/';

/**
 * What operators watch, shared by the other stacks: the alarm topic (mailed to ALARM_EMAIL when the
 * deploy sets it), the queue that keeps the events of failed asynchronous runs, the bucket of access
 * logs (S3 and CloudFront) and the key that encrypts the log groups and the alarm topic.
 */
export function Monitoring({ app, stack }: StackContext) {
  const disposable = isDevStage(app.stage);
  const removalPolicy = disposable ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;

  // Kept outside dev: retained log groups stay readable only with it.
  const key = new Key(stack, 'OperationsKey', {
    description: `Encrypts the ${app.stage} portal's log groups and alarm notifications`,
    enableKeyRotation: true,
    removalPolicy,
    pendingWindow: disposable ? Duration.days(7) : undefined,
  });
  key.addToResourcePolicy(
    new PolicyStatement({
      sid: 'LogGroupsOfThisAccount',
      principals: [new ServicePrincipal(`logs.${stack.region}.amazonaws.com`)],
      actions: ['kms:Encrypt*', 'kms:Decrypt*', 'kms:ReEncrypt*', 'kms:GenerateDataKey*', 'kms:Describe*'],
      resources: ['*'],
      conditions: {
        ArnLike: {
          'kms:EncryptionContext:aws:logs:arn': stack.formatArn({
            service: 'logs',
            resource: 'log-group',
            resourceName: '*',
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        },
      },
    }),
  );
  // CloudWatch alarms publish to the encrypted topic.
  key.addToResourcePolicy(
    new PolicyStatement({
      sid: 'AlarmsToEncryptedTopic',
      principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      resources: ['*'],
    }),
  );

  const alarmTopic = new Topic(stack, 'Alarms', { displayName: `Portal ${app.stage} alarms`, masterKey: key, enforceSSL: true });
  const alarmEmail = process.env.ALARM_EMAIL?.trim();
  if (alarmEmail) {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail)) throw new Error(`ALARM_EMAIL ${JSON.stringify(alarmEmail)} is not an e-mail address`);
    // AWS mails a confirmation link first; alarms reach the address once it is followed.
    alarmTopic.addSubscription(new EmailSubscription(alarmEmail));
  }

  // The events of asynchronous runs that failed (the export job, the scheduled status job), kept 14 days.
  const asyncFailures = new Queue(stack, 'AsyncFailures', {
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  asyncFailures
    .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' })
    .createAlarm(stack, 'AsyncFailuresAlarm', {
      alarmName: app.logicalPrefixedName('async-failures'),
      alarmDescription: 'A run of the export job or the status job failed and its event waits in the AsyncFailures queue (docs/deploy.md, Alarms).',
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    })
    .addAlarmAction(new SnsAction(alarmTopic));

  // CloudFront's standard logs are delivered with ACLs, so the bucket keeps them enabled (owner preferred).
  const accessLogs = new Bucket(stack, 'AccessLogs', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    versioned: true,
    lifecycleRules: [{ expiration: Duration.days(365), noncurrentVersionExpiration: Duration.days(30) }],
    removalPolicy,
    autoDeleteObjects: disposable,
  });
  accessLogs.addToResourcePolicy(
    new PolicyStatement({
      principals: [new ServicePrincipal('logging.s3.amazonaws.com')],
      actions: ['s3:PutObject'],
      resources: [accessLogs.arnForObjects(`${S3_ACCESS_LOG_PREFIX}*`)],
      conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
    }),
  );

  stack.addOutputs({ AlarmTopicArn: alarmTopic.topicArn, AsyncFailuresQueueUrl: asyncFailures.queueUrl, AccessLogsBucket: accessLogs.bucketName });

  return { key, alarmTopic, asyncFailures, accessLogs };
}
