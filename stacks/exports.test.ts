import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api, API_CONCURRENCY } from './api';
import { EXPORT_CONCURRENCY, Exports } from './exports';
import { synthApp } from './synth-app';

const jobHandler = 'packages/api/src/jobs/export-job.handler';
const apiHandler = 'packages/api/src/lambda.handler';
const tableActions = ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query', 'BatchGetItem', 'BatchWriteItem', 'ConditionCheckItem'].map(
  (a) => `dynamodb:${a}`,
);

let exports: Template;
let api: Template;
let jobId: string;

type Resource = { Properties: Record<string, unknown> };

beforeAll(async () => {
  const app = await synthApp('prod');
  exports = app.template(Exports);
  api = app.template(Api);
  const functions = Object.keys(exports.findResources('AWS::Lambda::Function', { Properties: { Handler: jobHandler } }));
  expect(functions).toHaveLength(1);
  jobId = functions[0]!;
});

/** How the Api stack reads a value of the Exports stack: an import of that stack's output. */
const importedFromExports = Match.objectLike({ 'Fn::ImportValue': Match.stringLikeRegexp('ExportJob') });

describe('exports', () => {
  it('runs the export job on Node.js 22 on arm64 for up to 15 minutes, with memory for the streaming writers', () => {
    exports.hasResourceProperties('AWS::Lambda::Function', {
      Handler: jobHandler,
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Timeout: 15 * 60,
    });
    const [job] = Object.values(exports.findResources('AWS::Lambda::Function', { Properties: { Handler: jobHandler } })) as Resource[];
    expect(job!.Properties.MemorySize as number).toBeGreaterThanOrEqual(1024);
  });

  it('never retries a failed export (it is marked failed and started again by the member), keeping a failed invocation in the AsyncFailures queue', () => {
    exports.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: jobId },
      MaximumRetryAttempts: 0,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::ImportValue': Match.stringLikeRegexp('AsyncFailures.*Arn') } } },
    });
  });

  it('runs at most EXPORT_CONCURRENCY exports at once, so exports cannot take the concurrency the API needs', () => {
    exports.hasResourceProperties('AWS::Lambda::Function', { Handler: jobHandler, ReservedConcurrentExecutions: EXPORT_CONCURRENCY });
    expect(EXPORT_CONCURRENCY).toBeLessThan(API_CONCURRENCY);
  });

  it('logs to its own encrypted log group, kept a month', () => {
    const [job] = Object.values(exports.findResources('AWS::Lambda::Function', { Properties: { Handler: jobHandler } })) as Resource[];
    const group = (job!.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    expect(exports.toJSON().Resources[group]).toMatchObject({
      Type: 'AWS::Logs::LogGroup',
      Properties: { LogGroupName: '/portal/prod/export-job', RetentionInDays: 30, KmsKeyId: { 'Fn::ImportValue': expect.stringMatching(/OperationsKey/) } },
      DeletionPolicy: 'Retain',
    });
  });

  it('alarms on the job’s errors and throttles, and on exports it marked failed (a metric of its logged failures)', () => {
    const alarms = Object.values(exports.findResources('AWS::CloudWatch::Alarm')) as Resource[];
    const byMetric = (name: string) => alarms.filter((a) => a.Properties.MetricName === name);
    expect(byMetric('Errors')).toHaveLength(1);
    expect(byMetric('Throttles')).toHaveLength(1);
    for (const alarm of [...byMetric('Errors'), ...byMetric('Throttles')]) {
      expect(alarm.Properties).toMatchObject({ Namespace: 'AWS/Lambda', Dimensions: [{ Name: 'FunctionName', Value: { Ref: jobId } }], Threshold: 1 });
    }
    exports.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '"ERROR" "failed"',
      MetricTransformations: [{ MetricName: 'ExportFailures', MetricNamespace: 'Portal/prod', MetricValue: '1' }],
    });
    expect(byMetric('ExportFailures')).toEqual([expect.objectContaining({ Properties: expect.objectContaining({ Namespace: 'Portal/prod', Threshold: 1 }) })]);
    for (const alarm of alarms) {
      // The stage's alarm topic, in the Monitoring stack.
      expect(alarm.Properties.AlarmActions).toEqual([{ 'Fn::ImportValue': expect.stringMatching(/^prod-portal-Monitoring:.*Alarms/) }]);
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
    }
  });

  it('gets the names the core reads, the item and query actions on the table and the object actions it uses on the bucket', () => {
    exports.hasResourceProperties('AWS::Lambda::Function', {
      Handler: jobHandler,
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: Match.anyValue(),
          AUDIT_TABLE_NAME: Match.anyValue(),
          BUCKET_NAME: Match.anyValue(),
          USER_POOL_ID: Match.anyValue(),
          USER_POOL_CLIENT_ID: Match.anyValue(),
          BUILD_VERSION: Match.stringLikeRegexp('.+'),
        }),
      },
    });
    exports.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: tableActions,
            Resource: [{ 'Fn::ImportValue': Match.stringLikeRegexp('Table') }, Match.objectLike({ 'Fn::Join': ['', [Match.anyValue(), '/index/*']] })],
          }),
          Match.objectLike({
            Effect: 'Allow',
            Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'],
            Resource: { 'Fn::Join': ['', [{ 'Fn::ImportValue': Match.stringLikeRegexp('MediaBucket') }, '/*']] },
          }),
        ]),
      },
      Roles: [{ Ref: Match.stringLikeRegexp('^ExportJob') }],
    });
  });

  it('lets the job hand a long export on to a next run of itself: it may invoke its own function and no other', () => {
    const policies = Object.values(exports.findResources('AWS::IAM::Policy')) as Resource[];
    const statements = policies.flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);
    const invokes = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('lambda:')));
    expect(invokes).toEqual([{ Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': [jobId, 'Arn'] } }]);
    exports.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: [Match.objectLike({ Action: 'lambda:InvokeFunction' })] },
      Roles: [{ Ref: Match.stringLikeRegexp('^ExportJob') }],
    });
  });

  it('gives the API function the job function’s name and lets it invoke that function only', () => {
    api.hasResourceProperties('AWS::Lambda::Function', {
      Handler: apiHandler,
      Environment: { Variables: Match.objectLike({ EXPORT_JOB_FUNCTION: importedFromExports }) },
    });
    api.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: Match.arrayWith([{ Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: importedFromExports }]) },
      Roles: [{ Ref: Match.stringLikeRegexp('^Handler') }],
    });
    // No other function may be invoked by the API's code (API Gateway's own permission to invoke the API aside).
    const policies = Object.values(api.findResources('AWS::IAM::Policy')) as Resource[];
    const statements = policies.flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement);
    expect(statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('lambda:')))).toHaveLength(1);
  });
});
