import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api } from './api';
import { Jobs, STATUS_JOB_CONCURRENCY } from './jobs';
import { synthApp } from './synth-app';

const jobHandler = 'packages/api/src/jobs/status-job.handler';
const apiHandler = 'packages/api/src/lambda.handler';
const secretEnv = 'SST_Secret_value_BOLDSIGN_API_KEY';

let jobs: Template;
let api: Template;
let jobId: string;

type Resource = { Properties: Record<string, unknown> };

beforeAll(async () => {
  const app = await synthApp('prod');
  jobs = app.template(Jobs);
  api = app.template(Api);
  const functions = Object.keys(jobs.findResources('AWS::Lambda::Function', { Properties: { Handler: jobHandler } }));
  expect(functions).toHaveLength(1);
  jobId = functions[0]!;
});

const ruleWithSchedule = (expression: string) => {
  const rules = Object.values(jobs.findResources('AWS::Events::Rule', { Properties: { ScheduleExpression: expression } })) as Resource[];
  expect(rules, expression).toHaveLength(1);
  return rules[0]!.Properties as { State: string; Targets: { Arn: unknown; Input: string }[] };
};

const secretReadPolicy = (stage: string) =>
  Match.objectLike({
    Effect: 'Allow',
    Action: 'ssm:GetParameters',
    Resource: Match.arrayWith([
      { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:ssm:us-east-1:123456789012:parameter/sst/portal/${stage}/Secret/BOLDSIGN_API_KEY/value`]] },
    ]),
  });

describe('jobs', () => {
  it('checks pending documents every 5 minutes, templates every hour and pending payments every 2 minutes, with one function', () => {
    expect(Object.keys(jobs.findResources('AWS::Events::Rule'))).toHaveLength(3);
    const cases = [
      ['rate(5 minutes)', ['documents']],
      ['rate(1 hour)', ['templates']],
      ['rate(2 minutes)', ['payments']],
    ] as const;
    for (const [expression, subjects] of cases) {
      const rule = ruleWithSchedule(expression);
      expect(rule.State).toBe('ENABLED');
      expect(rule.Targets).toHaveLength(1);
      expect(rule.Targets[0]!.Arn).toEqual({ 'Fn::GetAtt': [jobId, 'Arn'] });
      expect(JSON.parse(rule.Targets[0]!.Input)).toEqual({ subjects });
    }
  });

  it('lets EventBridge invoke the function', () => {
    const permissions = Object.values(jobs.findResources('AWS::Lambda::Permission')) as Resource[];
    const fromEvents = permissions.filter((p) => p.Properties.Principal === 'events.amazonaws.com');
    expect(fromEvents).toHaveLength(3);
    for (const permission of fromEvents) expect(permission.Properties.FunctionName).toEqual({ 'Fn::GetAtt': [jobId, 'Arn'] });
  });

  it('runs on Node.js 22 on arm64, ending before the next documents run', () => {
    jobs.hasResourceProperties('AWS::Lambda::Function', {
      Handler: jobHandler,
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Timeout: Match.anyValue(),
    });
    const [job] = Object.values(jobs.findResources('AWS::Lambda::Function', { Properties: { Handler: jobHandler } })) as Resource[];
    expect(job!.Properties.Timeout as number).toBeLessThan(5 * 60);
  });

  it('gets the names the core reads, the BoldSign secret and the table, bucket, user pool and mail actions it uses', () => {
    jobs.hasResourceProperties('AWS::Lambda::Function', {
      Handler: jobHandler,
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: Match.anyValue(),
          AUDIT_TABLE_NAME: Match.anyValue(),
          BUCKET_NAME: Match.anyValue(),
          USER_POOL_ID: Match.anyValue(),
          USER_POOL_CLIENT_ID: Match.anyValue(),
          BUILD_VERSION: Match.stringLikeRegexp('.+'),
          [secretEnv]: '__FETCH_FROM_SSM__',
        }),
      },
    });
    // The key never appears in the template, only where to read it.
    expect(JSON.stringify(jobs.toJSON())).not.toMatch(/"BOLDSIGN_API_KEY"\s*:/);
    // In the order the stack adds them.
    jobs.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: Match.arrayWith(['dynamodb:Query', 'dynamodb:ConditionCheckItem']),
            Resource: Match.arrayWith([{ 'Fn::ImportValue': Match.stringLikeRegexp('Table') }]),
          }),
          // A completed document's signed PDF.
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:PutObject',
            Resource: { 'Fn::Join': ['', [{ 'Fn::ImportValue': Match.stringLikeRegexp('MediaBucket') }, '/*']] },
          }),
          // The patient account a settled payment's checkout asked for.
          Match.objectLike({
            Effect: 'Allow',
            Action: 'cognito-idp:AdminCreateUser',
            Resource: { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool.*Arn') },
          }),
          Match.objectLike({ Effect: 'Allow', Action: ['ses:SendEmail', 'ses:SendRawEmail'] }),
          secretReadPolicy('prod'),
        ]),
      },
      Roles: [{ Ref: Match.stringLikeRegexp('^StatusJob') }],
    });
  });

  it('is not retried, keeps a failed run in the AsyncFailures queue, and runs at most STATUS_JOB_CONCURRENCY at once', () => {
    jobs.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: jobId },
      MaximumRetryAttempts: 0,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::ImportValue': Match.stringLikeRegexp('AsyncFailures.*Arn') } } },
    });
    jobs.hasResourceProperties('AWS::Lambda::Function', { Handler: jobHandler, ReservedConcurrentExecutions: STATUS_JOB_CONCURRENCY });
  });

  it('alarms on its errors and throttles and on items it could not check, and logs a month', () => {
    const alarms = Object.values(jobs.findResources('AWS::CloudWatch::Alarm')) as Resource[];
    const metrics = alarms.map((a) => a.Properties.MetricName).sort();
    expect(metrics).toEqual(['Errors', 'LateCharges', 'StatusCheckFailures', 'Throttles']);
    for (const alarm of alarms)
      expect(alarm.Properties.AlarmActions).toEqual([{ 'Fn::ImportValue': expect.stringMatching(/^prod-portal-Monitoring:.*Alarms/) }]);
    jobs.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '?"status check failed" ?"payment reconcile failed"',
      MetricTransformations: [{ MetricName: 'StatusCheckFailures', MetricNamespace: 'Portal/prod', MetricValue: '1' }],
    });
    jobs.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '"payment charged after its checkout was released"',
      MetricTransformations: [{ MetricName: 'LateCharges', MetricNamespace: 'Portal/prod', MetricValue: '1' }],
    });
    jobs.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: '/portal/prod/status-job', RetentionInDays: 30 });
  });

  it('gives the API function the same BoldSign secret', () => {
    api.hasResourceProperties('AWS::Lambda::Function', {
      Handler: apiHandler,
      Environment: { Variables: Match.objectLike({ [secretEnv]: '__FETCH_FROM_SSM__' }) },
    });
    api.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: Match.arrayWith([secretReadPolicy('prod')]) },
      Roles: [{ Ref: Match.stringLikeRegexp('^Handler') }],
    });
  });
});
