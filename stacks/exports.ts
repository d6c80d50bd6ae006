import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Function, use, type StackContext } from 'sst/constructs';
import { coreEnvironment } from './core-runtime';
import { lambdaNodejs } from './lambda-bundle';
import { Storage } from './storage';

/**
 * Transaction exports run here, not in the API's request: the API invokes this function
 * asynchronously (packages/api/src/jobs/export-job.ts) and the page polls the job's state. A
 * 100k-row report takes about 4-5 minutes (docs/performance.md), past API Gateway's 29 s. A CSV
 * too large for one run hands on to a next invoke of this same function (it reads its own name
 * from Lambda's AWS_LAMBDA_FUNCTION_NAME), which it may invoke and no other.
 */
export function Exports({ stack }: StackContext) {
  const { table, bucket } = use(Storage);

  const exportJob = new Function(stack, 'ExportJob', {
    handler: 'packages/api/src/jobs/export-job.handler',
    description: 'Writes a transaction report (CSV or XLSX) into the media bucket and records the outcome on its job',
    // The streaming writers peak near 400 MB on 100k rows; the headroom also buys CPU, which the writers use.
    memorySize: 1024,
    // Lambda's longest: a 100k-row export takes about 5 minutes, so this leaves room for larger ones.
    timeout: '15 minutes',
    // A failed export is marked failed and started again by the member, never written twice.
    retryAttempts: 0,
    nodejs: lambdaNodejs,
    bind: [table, bucket],
    environment: coreEnvironment(),
  });
  // A policy of its own: in the role's default policy the function's ARN would depend on the function itself.
  new Policy(stack, 'ExportJobHandOn', {
    roles: [exportJob.role!],
    statements: [new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [exportJob.functionArn] })],
  });

  return { exportJob };
}
