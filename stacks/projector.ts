import { Duration } from 'aws-cdk-lib';
import { MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterCriteria, MetricType, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Function, use, type StackContext } from 'sst/constructs';
import { streamFilterPatterns } from '../packages/core/src/projections/stream-filter';
import { auditPolicy, coreEnvironment, tablePolicy } from './core-runtime';
import { lambdaNodejs } from './lambda-bundle';
import { alarm, logGroup, watchFunction } from './logs-and-alarms';
import { Storage } from './storage';

/** The projector's stream reading: batches of this many records, in item order per shard. */
export const PROJECTOR_BATCH_SIZE = 100;
/** Tries of a failing batch (halved on each error) before its range goes to the failure queue. */
export const PROJECTOR_RETRY_ATTEMPTS = 10;
/** One invocation per stream shard at a time (item order); a table has a few shards, this leaves room for many. */
export const PROJECTOR_CONCURRENCY = 10;
/** How far the projector may fall behind (its oldest unread record's age) before an alarm. */
export const PROJECTOR_LAG_ALARM = Duration.minutes(1);
/** How long the table may be written while the projector reads nothing before an alarm. */
export const PROJECTOR_STOPPED_ALARM = Duration.minutes(15);

/**
 * The projector (packages/core/src/projections/projector.ts): one function reads the table's change
 * stream and keeps every list, search posting and counter, and carries a team's change down to its
 * members. Batches come in item order; a failing batch is halved until the failing record is
 * found, the records before it are kept done (ReportBatchItemFailures) and, once its tries are
 * spent, its shard range goes to a queue of its own and an alarm fires (docs/deploy.md, Alarms:
 * `npm run reindex` repairs what it missed). Replays change nothing.
 */
export function Projector({ stack }: StackContext) {
  const { table } = use(Storage);
  const logs = logGroup(stack, 'ProjectorLogs', 'projector');

  const failures = new Queue(stack, 'ProjectorFailures', {
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });

  const projector = new Function(stack, 'Projector', {
    handler: 'packages/api/src/jobs/projector.handler',
    description: "Keeps the lists, search postings and counters from the table's change stream",
    memorySize: 1024,
    // A team's change is carried to its members in batches; a rep with thousands of patients takes seconds.
    timeout: '5 minutes',
    reservedConcurrentExecutions: PROJECTOR_CONCURRENCY,
    logGroup: logs,
    nodejs: lambdaNodejs,
    environment: coreEnvironment(),
    permissions: [tablePolicy(), auditPolicy()],
  });
  const stream = new DynamoEventSource(table.cdk.table, {
    startingPosition: StartingPosition.TRIM_HORIZON,
    batchSize: PROJECTOR_BATCH_SIZE,
    maxBatchingWindow: Duration.millis(0),
    bisectBatchOnError: true,
    reportBatchItemFailures: true,
    retryAttempts: PROJECTOR_RETRY_ATTEMPTS,
    // The stream keeps a day of changes; a record older than that is gone anyway.
    maxRecordAge: Duration.hours(24),
    parallelizationFactor: 1,
    onFailure: new SqsDlq(failures),
    // Only the changes of the records the projector keeps projections of (and of a change's marker):
    // its own writes (entries, postings, counters), sessions and the like never invoke it.
    filters: streamFilterPatterns().map((pattern) => FilterCriteria.filter(pattern)),
    // The mapping's own counts (records read, filtered out, handed to the function), for the alarm below.
    metricsConfig: { metrics: [MetricType.EVENT_COUNT] },
  });
  projector.addEventSource(stream);

  watchFunction(stack, projector, 'Projector', 'Projector');
  alarm(stack, 'ProjectorLag', projector.metric('IteratorAge', { period: Duration.minutes(1), statistic: 'Maximum' }), {
    description: `The projector is more than ${PROJECTOR_LAG_ALARM.toSeconds()} s behind the table's changes for 5 minutes: lists and searches show old rows. See docs/deploy.md, Alarms.`,
    threshold: PROJECTOR_LAG_ALARM.toMilliseconds(),
    evaluationPeriods: 5,
  });
  // A stream mapping that is disabled leaves no iterator age at all, which the lag alarm takes as
  // quiet: this one fires when the table is written and the mapping neither read a record from the
  // stream nor invoked the function. The records read, not the invocations alone: most writes are
  // filtered out, and a quarter hour of sign-ins alone invokes nothing. The invocations too: a batch
  // tried again and again reads nothing new, and is the errors alarm's (watchFunction), not this one's.
  // A quiet table is no alarm.
  const fiveMinutes = Duration.minutes(5);
  const stopped = new MathExpression({
    expression: 'IF(writes > 0 AND FILL(polled, 0) == 0 AND FILL(invocations, 0) == 0, 1, 0)',
    usingMetrics: {
      writes: table.cdk.table.metricConsumedWriteCapacityUnits({ period: fiveMinutes, statistic: 'Sum' }),
      polled: new Metric({
        namespace: 'AWS/Lambda',
        metricName: 'PolledEventCount',
        dimensionsMap: { EventSourceMappingUUID: stream.eventSourceMappingId },
        period: fiveMinutes,
        statistic: 'Sum',
      }),
      invocations: projector.metricInvocations({ period: fiveMinutes, statistic: 'Sum' }),
    },
    period: fiveMinutes,
    label: 'Table written, stream not read',
  });
  alarm(stack, 'ProjectorStopped', stopped, {
    description: `The table was written for ${PROJECTOR_STOPPED_ALARM.toMinutes()} minutes and the projector's stream mapping neither read a record from the stream nor invoked the projector: it is disabled, and lists, searches and counts no longer follow the records. See docs/deploy.md, Alarms.`,
    evaluationPeriods: PROJECTOR_STOPPED_ALARM.toMinutes() / fiveMinutes.toMinutes(),
  });
  alarm(stack, 'ProjectorFailures', failures.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }), {
    description:
      'The projector gave up on a range of changes (its tries spent): some lists miss them until `npm run reindex` rebuilds them. See docs/deploy.md, Alarms.',
  });

  return { projector, projectorFailures: failures };
}
