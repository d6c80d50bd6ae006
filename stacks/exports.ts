import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { FilterPattern } from 'aws-cdk-lib/aws-logs';
import { Function, use, type StackContext } from 'sst/constructs';
import { logAlarm, logGroup, watchFunction } from './logs-and-alarms';
import { auditPolicy, coreEnvironment, mediaPolicies, tablePolicy } from './core-runtime';
import { lambdaNodejs } from './lambda-bundle';
import { Monitoring } from './monitoring';

/**
 * At most this many exports run at once: a burst of them cannot take the account's concurrency
 * from the API (further invocations wait in Lambda's queue, retried up to 6 hours).
 */
export const EXPORT_CONCURRENCY = 5;

/**
 * Transaction exports run here, not in the API's request: the API invokes this function
 * asynchronously (packages/api/src/jobs/export-job.ts) and the page polls the job's state. A
 * 100k-row report takes about 4-5 minutes (docs/performance.md), past API Gateway's 29 s. A CSV
 * too large for one run hands on to a next invoke of this same function (it reads its own name
 * from Lambda's AWS_LAMBDA_FUNCTION_NAME), which it may invoke and no other.
 */
export function Exports({ stack }: StackContext) {
  const { asyncFailures } = use(Monitoring);
  const logs = logGroup(stack, 'ExportJobLogs', 'export-job');

  const exportJob = new Function(stack, 'ExportJob', {
    handler: 'packages/api/src/jobs/export-job.handler',
    description: 'Writes a transaction report (CSV or XLSX) into the media bucket and records the outcome on its job',
    // The streaming writers peak near 400 MB on 100k rows; the headroom also buys CPU, which the writers use.
    memorySize: 1024,
    // Lambda's longest: a 100k-row export takes about 5 minutes, so this leaves room for larger ones.
    timeout: '15 minutes',
    // A failed export is marked failed and started again by the member, never written twice; an
    // invocation that failed outright leaves its event in the AsyncFailures queue.
    retryAttempts: 0,
    onFailure: new SqsDestination(asyncFailures),
    reservedConcurrentExecutions: EXPORT_CONCURRENCY,
    logGroup: logs,
    nodejs: lambdaNodejs,
    environment: coreEnvironment(),
    // Reads the report's rows, writes the file in parts (aborting a failed one), signs its link, deletes an XLSX's row file.
    permissions: [tablePolicy(), auditPolicy(), ...mediaPolicies(['GetObject', 'PutObject', 'DeleteObject', 'AbortMultipartUpload'])],
  });
  // A policy of its own: in the role's default policy the function's ARN would depend on the function itself.
  new Policy(stack, 'ExportJobHandOn', {
    roles: [exportJob.role!],
    statements: [new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [exportJob.functionArn] })],
  });

  watchFunction(stack, exportJob, 'ExportJob', 'Export job');
  // The job catches what fails in an export, marks it failed and logs {"job":"export",...,"failed":...} as an error.
  logAlarm(stack, logs, 'ExportFailures', FilterPattern.allTerms('ERROR', 'failed'), {
    description: 'An export was marked failed: the member sees Failed and may start it again. See docs/deploy.md, Alarms.',
  });

  return { exportJob };
}
