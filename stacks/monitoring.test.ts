import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Monitoring } from './monitoring';
import { synthApp } from './synth-app';

const alarmEmail = 'ops@portal.example';
let monitoring: Template;
let templates: Map<string, Record<string, unknown>>;

type Resource = { Type: string; Properties: Record<string, unknown> };
const resourcesOf = (type: string) =>
  [...templates.values()].flatMap((t) => Object.values((t as { Resources: Record<string, Resource> }).Resources).filter((r) => r.Type === type));

// The deploy's environment names who receives the alarms.
beforeAll(async () => {
  process.env.ALARM_EMAIL = alarmEmail;
  const app = await synthApp('prod');
  monitoring = app.template(Monitoring);
  templates = app.templates;
});

afterAll(() => {
  delete process.env.ALARM_EMAIL;
});

describe('alarm topic', () => {
  it('is encrypted with the operations key, takes publishers over TLS only, and mails ALARM_EMAIL', () => {
    monitoring.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^OperationsKey'), 'Arn'] } });
    monitoring.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    monitoring.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: alarmEmail });
  });

  it('receives every alarm of the app, and a quiet metric (nothing ran) is no alarm', () => {
    const alarms = resourcesOf('AWS::CloudWatch::Alarm');
    // API 5xx, errors and throttles of 4 functions, export failures, status check failures, late charges undone, the
    // failure queue, the projector's lag, its stop (the table written, nothing read) and its failure queue.
    expect(alarms).toHaveLength(16);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
      expect(JSON.stringify(alarm.Properties.AlarmActions)).toMatch(/Alarms/);
      expect(alarm.Properties).toMatchObject({ TreatMissingData: 'notBreaching', ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
      expect(alarm.Properties.AlarmDescription).toMatch(/docs\/deploy\.md/);
    }
  });

  it('may be published to by CloudWatch through the key, which rotates and also serves the log groups of this account', () => {
    monitoring.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'logs.us-east-1.amazonaws.com' },
            Condition: {
              ArnLike: {
                'kms:EncryptionContext:aws:logs:arn': { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':logs:us-east-1:123456789012:log-group:*']] },
              },
            },
          }),
          Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: ['kms:Decrypt', 'kms:GenerateDataKey*'] }),
        ]),
      },
    });
  });
});

describe('failed asynchronous runs', () => {
  it('wait 14 days in an encrypted queue that alarms as soon as one is there', () => {
    monitoring.hasResourceProperties('AWS::SQS::Queue', { MessageRetentionPeriod: 14 * 24 * 3600, SqsManagedSseEnabled: true });
    monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Statistic: 'Maximum',
      Threshold: 1,
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AsyncFailures'), 'QueueName'] } }],
    });
  });

  it('come from the export job and the status job, which are not retried', () => {
    const configs = resourcesOf('AWS::Lambda::EventInvokeConfig');
    expect(configs).toHaveLength(2);
    for (const config of configs) {
      expect(config.Properties).toMatchObject({
        MaximumRetryAttempts: 0,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::ImportValue': expect.stringMatching(/AsyncFailures/) } } },
      });
    }
  });
});

describe('logs', () => {
  it('keeps every log group of the app a month, encrypted with the operations key', () => {
    const groups = resourcesOf('AWS::Logs::LogGroup');
    // The API's access log, the four functions' logs (API, export, status job, projector), the WAF's.
    expect(groups).toHaveLength(6);
    for (const group of groups) expect(group.Properties).toMatchObject({ RetentionInDays: 30, KmsKeyId: expect.anything() });
  });

  it("sends every portal function's logs to its log group and reserves each function's concurrency", () => {
    const functions = resourcesOf('AWS::Lambda::Function').filter((fn) => String(fn.Properties.Handler).startsWith('packages/api/src/'));
    expect(functions).toHaveLength(4);
    for (const fn of functions) {
      expect(fn.Properties.LoggingConfig).toEqual({ LogGroup: { Ref: expect.any(String) } });
      expect(fn.Properties.ReservedConcurrentExecutions).toBeGreaterThan(0);
    }
  });

  it('keeps S3 and CloudFront access logs a year in a private, versioned bucket that S3 of this account may write', () => {
    monitoring.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 365 })] },
    });
    monitoring.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'logging.s3.amazonaws.com' },
            Action: 's3:PutObject',
            Condition: { StringEquals: { 'aws:SourceAccount': '123456789012' } },
          }),
        ]),
      },
    });
  });
});
