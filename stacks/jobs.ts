import { RuleTargetInput } from 'aws-cdk-lib/aws-events';
import { Cron, Function, use, type StackContext } from 'sst/constructs';
import { Api } from './api';
import { coreEnvironment, sendMailPolicy } from './core-runtime';
import { lambdaNodejs } from './lambda-bundle';
import { Storage } from './storage';

/** How often each subject is checked with the e-signature provider, and the input its run receives. */
export const statusSchedules = [
  { id: 'StatusDocuments', schedule: 'rate(5 minutes)', subjects: ['documents'] },
  { id: 'StatusTemplates', schedule: 'rate(1 hour)', subjects: ['templates'] },
  // Card payments left pending (no answer from the gateway) are settled by their invoice id once a minute old.
  { id: 'StatusPayments', schedule: 'rate(2 minutes)', subjects: ['payments'] },
] as const;

/**
 * Scheduled jobs: one small function (packages/api/src/jobs/status-job.ts) refreshes pending
 * e-signature documents and templates and reconciles pending card payments with the gateway,
 * invoked by one EventBridge rule per subject.
 */
export function Jobs({ stack }: StackContext) {
  const { table, bucket } = use(Storage);
  const { boldSignApiKey, payments } = use(Api);

  const statusJob = new Function(stack, 'StatusJob', {
    handler: 'packages/api/src/jobs/status-job.handler',
    description: 'Refreshes pending e-signature documents and templates with BoldSign, reconciles pending card payments',
    memorySize: 512,
    // Ends before the next documents run starts.
    timeout: '4 minutes',
    // A failed run is not retried: the next scheduled run checks the same items again.
    retryAttempts: 0,
    nodejs: lambdaNodejs,
    bind: [table, bucket, boldSignApiKey, ...payments.bind],
    environment: { ...coreEnvironment(), ...payments.environment },
    permissions: [sendMailPolicy(stack)],
  });

  for (const { id, schedule, subjects } of statusSchedules) {
    new Cron(stack, id, {
      schedule,
      job: { function: statusJob, cdk: { target: { event: RuleTargetInput.fromObject({ subjects }) } } },
    });
  }

  return { statusJob };
}
