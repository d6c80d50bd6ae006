import { Duration, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays, type IFilterPattern } from 'aws-cdk-lib/aws-logs';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { use, type App } from 'sst/constructs';
import { Monitoring, S3_ACCESS_LOG_PREFIX } from './monitoring';
import { isDevStage } from './stage';

/** How long the functions' and the API's logs are kept. */
export const LOG_RETENTION = RetentionDays.ONE_MONTH;

const period = Duration.minutes(5);

interface AlarmOptions {
  /** Says what happened and where docs/deploy.md tells what to do; it is in the mail. */
  description: string;
  threshold?: number;
  evaluationPeriods?: number;
}

/** An alarm mailed through the stage's alarm topic; no data (nothing ran) is not an alarm. */
export function alarm(stack: Stack, name: string, metric: IMetric, { description, threshold = 1, evaluationPeriods = 1 }: AlarmOptions) {
  const app = stack.node.root as App;
  const created = new Alarm(stack, `${name}Alarm`, {
    metric,
    alarmName: app.logicalPrefixedName(name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()),
    alarmDescription: description,
    threshold,
    evaluationPeriods,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  created.addAlarmAction(new SnsAction(use(Monitoring).alarmTopic));
  return created;
}

/** A log group of the stage (/portal/<stage>/<name>), encrypted with the operations key, kept LOG_RETENTION. */
export function logGroup(stack: Stack, id: string, name: string) {
  const app = stack.node.root as App;
  return new LogGroup(stack, id, {
    logGroupName: `/${app.name}/${app.stage}/${name}`,
    retention: LOG_RETENTION,
    encryptionKey: use(Monitoring).key,
    removalPolicy: isDevStage(app.stage) ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
  });
}

/** Alarms on a function's errors (it threw or timed out) and throttles (it hit its concurrency). */
export function watchFunction(stack: Stack, fn: LambdaFunction, name: string, what: string) {
  alarm(stack, `${name}Errors`, fn.metricErrors({ period }), {
    description: `${what}: an invocation failed (threw or timed out). See docs/deploy.md, Alarms.`,
  });
  alarm(stack, `${name}Throttles`, fn.metricThrottles({ period }), {
    description: `${what}: an invocation was throttled (concurrency reached). See docs/deploy.md, Alarms.`,
  });
}

/** An alarm on the lines of a log group that match `pattern`, counted in the Portal namespace. */
export function logAlarm(stack: Stack, group: LogGroup, name: string, pattern: IFilterPattern, options: AlarmOptions & { period?: Duration }) {
  const app = stack.node.root as App;
  const filter = group.addMetricFilter(`${name}Filter`, {
    filterPattern: pattern,
    metricNamespace: `Portal/${app.stage}`,
    metricName: name,
    metricValue: '1',
  });
  return alarm(stack, name, filter.metric({ period: options.period ?? period, statistic: 'Sum' }), options);
}

/** S3 server access logs of `bucket` into the stage's access-log bucket, under s3/<name>/. */
export function logBucketAccess(bucket: IBucket, name: string) {
  const cfn = bucket.node.defaultChild as CfnBucket;
  cfn.loggingConfiguration = { destinationBucketName: use(Monitoring).accessLogs.bucketName, logFilePrefix: `${S3_ACCESS_LOG_PREFIX}${name}/` };
}
