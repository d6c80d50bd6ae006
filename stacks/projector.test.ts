import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECTED_ENTITIES } from '../packages/core/src/projections/stream-filter';
import { Projector, PROJECTOR_BATCH_SIZE, PROJECTOR_RETRY_ATTEMPTS } from './projector';
import { Storage } from './storage';
import { synthApp } from './synth-app';

const handler = 'packages/api/src/jobs/projector.handler';

let projector: Template;
let storage: Template;

type Resource = { Properties: Record<string, unknown> };
const only = (template: Template, type: string, props: Record<string, unknown> = {}) => {
  const found = Object.entries(template.findResources(type, props ? { Properties: props } : undefined)) as [string, Resource][];
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

beforeAll(async () => {
  const app = await synthApp('prod');
  projector = app.template(Projector);
  storage = app.template(Storage);
});

describe('the change stream', () => {
  it('reports every change of the table with the item before and after', () => {
    storage.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' } });
  });
});

describe('the projector', () => {
  it('reads the stream from its oldest record in batches, halving a failing batch and keeping the records done before a failure', () => {
    const [fnId] = only(projector, 'AWS::Lambda::Function', { Handler: handler });
    const [, mapping] = only(projector, 'AWS::Lambda::EventSourceMapping');
    expect(mapping.Properties).toMatchObject({
      FunctionName: { Ref: fnId },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: PROJECTOR_BATCH_SIZE,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: PROJECTOR_RETRY_ATTEMPTS,
      MaximumRecordAgeInSeconds: 86_400,
      ParallelizationFactor: 1,
    });
    expect(JSON.stringify(mapping.Properties.EventSourceArn)).toContain('StreamArn');
  });

  it('is invoked only for changes of the records it projects and of change markers, whether put, updated or deleted', () => {
    const [, mapping] = only(projector, 'AWS::Lambda::EventSourceMapping');
    const patterns = (mapping.Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters.map((f) => JSON.parse(f.Pattern));
    expect(patterns).toEqual([
      { dynamodb: { NewImage: { __edb_e__: { S: [...PROJECTED_ENTITIES] } } } },
      { dynamodb: { OldImage: { __edb_e__: { S: [...PROJECTED_ENTITIES] } } } },
    ]);
    expect(PROJECTED_ENTITIES).toEqual(expect.arrayContaining(['member', 'transaction', 'followUp']));
    expect(PROJECTED_ENTITIES).not.toContain('entry');
    expect(PROJECTED_ENTITIES).not.toContain('counter');
    expect(mapping.Properties.MetricsConfig).toEqual({ Metrics: ['EventCount'] });
  });

  it('hands a range it gave up on to its own encrypted queue, which alarms at once', () => {
    const [queueId] = only(projector, 'AWS::SQS::Queue');
    projector.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86_400 });
    const [, mapping] = only(projector, 'AWS::Lambda::EventSourceMapping');
    expect(mapping.Properties.DestinationConfig).toEqual({ OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } });
    projector.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: 1,
    });
  });

  it('alarms when it falls a minute behind for five minutes, and on its errors and throttles', () => {
    const [fnId] = only(projector, 'AWS::Lambda::Function', { Handler: handler });
    projector.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'IteratorAge',
      Statistic: 'Maximum',
      Threshold: 60_000,
      EvaluationPeriods: 5,
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: fnId } }],
    });
    for (const metric of ['Errors', 'Throttles'])
      projector.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: metric, Dimensions: [{ Name: 'FunctionName', Value: { Ref: fnId } }] });
  });

  it('alarms when the table is written for 15 minutes and its stream mapping neither reads nor invokes (disabled), not when the table is quiet', () => {
    const [fnId] = only(projector, 'AWS::Lambda::Function', { Handler: handler });
    const [mappingId] = only(projector, 'AWS::Lambda::EventSourceMapping');
    const [, stopped] = only(projector, 'AWS::CloudWatch::Alarm', { AlarmName: 'prod-portal-projector-stopped' });
    type Query = { Id: string; Expression?: string; MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions: unknown[] }; Stat: string } };
    const metrics = stopped.Properties.Metrics as Query[];
    expect(stopped.Properties).toMatchObject({
      EvaluationPeriods: 3,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(metrics.find((m) => m.Expression)?.Expression).toBe('IF(writes > 0 AND FILL(polled, 0) == 0 AND FILL(invocations, 0) == 0, 1, 0)');
    const byId = Object.fromEntries(metrics.filter((m) => m.MetricStat).map((m) => [m.Id, m.MetricStat!]));
    expect(byId.writes).toMatchObject({ Metric: { Namespace: 'AWS/DynamoDB', MetricName: 'ConsumedWriteCapacityUnits' }, Stat: 'Sum' });
    expect(JSON.stringify(byId.writes!.Metric.Dimensions)).toContain('Table');
    // Records the mapping read, filtered out or not: invocations would be none for a quarter hour of sign-ins alone.
    expect(byId.polled).toMatchObject({
      Metric: { Namespace: 'AWS/Lambda', MetricName: 'PolledEventCount', Dimensions: [{ Name: 'EventSourceMappingUUID', Value: { Ref: mappingId } }] },
      Stat: 'Sum',
    });
    // And the invocations: a batch tried again and again reads nothing new, and is the errors alarm's.
    expect(byId.invocations).toMatchObject({
      Metric: { Namespace: 'AWS/Lambda', MetricName: 'Invocations', Dimensions: [{ Name: 'FunctionName', Value: { Ref: fnId } }] },
      Stat: 'Sum',
    });
  });

  it('may read the stream and use the table item by item, and may not scan it', () => {
    const policies = Object.values(projector.findResources('AWS::IAM::Policy')) as Resource[];
    const statements = policies.flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement);
    const actions = statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:GetRecords',
        'dynamodb:GetShardIterator',
        'dynamodb:DescribeStream',
        'dynamodb:UpdateItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:Query',
      ]),
    );
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((a) => a === '*' || a === 'dynamodb:*')).toEqual([]);
  });
});
