import { Duration } from 'aws-cdk-lib';
import { RuleTargetInput } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { FilterPattern } from 'aws-cdk-lib/aws-logs';
import { Cron, Function, use, type StackContext } from 'sst/constructs';
import { Api } from './api';
import { Auth } from './auth';
import { logAlarm, logGroup, watchFunction } from './logs-and-alarms';
import { auditPolicy, coreEnvironment, mediaPolicies, sendMailPolicy, tablePolicy } from './core-runtime';
import { lambdaNodejs } from './lambda-bundle';
import { Monitoring } from './monitoring';

/** How often each subject is checked with the e-signature provider, and the input its run receives. */
export const statusSchedules = [
  { id: 'StatusDocuments', schedule: 'rate(5 minutes)', subjects: ['documents'] },
  { id: 'StatusTemplates', schedule: 'rate(1 hour)', subjects: ['templates'] },
  // Card payments left pending (no answer from the gateway) are settled by their invoice id once a minute old.
  { id: 'StatusPayments', schedule: 'rate(2 minutes)', subjects: ['payments'] },
] as const;

/** Enough for every schedule's run at once, with a slow run overlapping the next (4-minute timeout, 2-minute payments schedule). */
export const STATUS_JOB_CONCURRENCY = 5;

/**
 * Scheduled jobs: one small function (packages/api/src/jobs/status-job.ts) refreshes pending
 * e-signature documents and templates and reconciles pending card payments with the gateway,
 * invoked by one EventBridge rule per subject.
 */
export function Jobs({ stack }: StackContext) {
  const { coreSecrets, payments } = use(Api);
  const { asyncFailures } = use(Monitoring);
  const { userPool } = use(Auth);
  const logs = logGroup(stack, 'StatusJobLogs', 'status-job');

  const statusJob = new Function(stack, 'StatusJob', {
    handler: 'packages/api/src/jobs/status-job.handler',
    description: 'Refreshes pending e-signature documents and templates with BoldSign, reconciles pending card payments',
    memorySize: 512,
    // Ends before the next documents run starts.
    timeout: '4 minutes',
    // A failed run is not retried: the next scheduled run checks the same items again. Its event is
    // kept in the AsyncFailures queue.
    retryAttempts: 0,
    onFailure: new SqsDestination(asyncFailures),
    reservedConcurrentExecutions: STATUS_JOB_CONCURRENCY,
    logGroup: logs,
    nodejs: lambdaNodejs,
    bind: [...coreSecrets, ...payments.bind],
    environment: { ...coreEnvironment(), ...payments.environment },
    // Stores a completed document's signed PDF. A payment it settles creates the patient account the
    // checkout asked for (invited with a temporary password) and mails the receipt.
    permissions: [
      tablePolicy(),
      auditPolicy(),
      ...mediaPolicies(['PutObject']),
      new PolicyStatement({ actions: ['cognito-idp:AdminCreateUser'], resources: [userPool.userPoolArn] }),
      sendMailPolicy(stack),
    ],
  });

  for (const { id, schedule, subjects } of statusSchedules) {
    new Cron(stack, id, {
      schedule,
      job: { function: statusJob, cdk: { target: { event: RuleTargetInput.fromObject({ subjects }) } } },
    });
  }

  watchFunction(stack, statusJob, 'StatusJob', 'Status job');
  // Each document, template or payment that could not be checked is logged and left for the next run.
  logAlarm(stack, logs, 'StatusCheckFailures', FilterPattern.anyTerm('status check failed', 'payment reconcile failed'), {
    description: 'The status job could not check 5 or more pending documents, templates or payments in 15 minutes. See docs/deploy.md, Alarms.',
    threshold: 5,
    period: Duration.minutes(15),
  });
  // A charge the gateway carried out after its checkout was released has been undone; an operator looks at each one.
  logAlarm(stack, logs, 'LateCharges', FilterPattern.anyTerm('payment charged after its checkout was released'), {
    description: 'A card was charged after its checkout had been released as not charged; the job voided or refunded it. See docs/deploy.md, Alarms.',
    threshold: 1,
    period: Duration.minutes(5),
  });

  return { statusJob };
}
