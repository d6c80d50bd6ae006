import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Config, Api as HttpApi, Function, use, type StackContext } from 'sst/constructs';
import { Auth } from './auth';
import { BOLDSIGN_API_KEY, BOLDSIGN_WEBHOOK_SECRET, coreEnvironment, paymentsRuntime, readSenderIdentityPolicy, sendMailPolicy } from './core-runtime';
import { Exports } from './exports';
import { lambdaNodejs } from './lambda-bundle';
import { Storage } from './storage';

const cognitoAdminActions = [
  'AdminCreateUser',
  'AdminGetUser',
  'AdminSetUserPassword',
  'AdminInitiateAuth',
  'AdminUpdateUserAttributes',
  'AdminDisableUser',
  'AdminEnableUser',
  'AdminDeleteUser',
  'ListUsers',
  'InitiateAuth',
  'ChangePassword',
].map((action) => `cognito-idp:${action}`);

/** One Lambda runs the whole Hono app; CloudFront sends each domain's /api and /media here. */
export function Api({ stack }: StackContext) {
  const { table, bucket } = use(Storage);
  const { userPool } = use(Auth);
  const { exportJob } = use(Exports);

  // Set per stage with `npx sst secrets set BOLDSIGN_API_KEY <key> --stage <stage>`. Without it the
  // e-signature features answer that they are not configured.
  const boldSignApiKey = new Config.Secret(stack, BOLDSIGN_API_KEY);
  // BoldSign's webhook (POST /api/v1/webhooks/boldsign/) with BOLDSIGN_WEBHOOKS=on in the deploy's
  // environment and `npx sst secrets set BOLDSIGN_WEBHOOK_SECRET <secret>`; off, every delivery is refused.
  const webhookSecret = process.env.BOLDSIGN_WEBHOOKS === 'on' ? [new Config.Secret(stack, BOLDSIGN_WEBHOOK_SECRET)] : [];
  const payments = paymentsRuntime(stack);

  const handler = new Function(stack, 'Handler', {
    handler: 'packages/api/src/lambda.handler',
    memorySize: 512,
    nodejs: lambdaNodejs,
    timeout: 29,
    bind: [table, bucket, boldSignApiKey, ...webhookSecret, ...payments.bind],
    // The core reads plain names, shared with the local stack; with a job function, exports run there.
    environment: { ...coreEnvironment(), ...payments.environment, EXPORT_JOB_FUNCTION: exportJob.functionName },
    permissions: [
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [exportJob.functionArn] }),
      new PolicyStatement({ actions: cognitoAdminActions, resources: [userPool.userPoolArn] }),
      sendMailPolicy(stack),
      readSenderIdentityPolicy(stack),
    ],
  });

  // Same origin as the site behind CloudFront, so no CORS.
  const api = new HttpApi(stack, 'Api', {
    cors: false,
    routes: {
      'ANY /api/{proxy+}': handler,
      'ANY /media/{proxy+}': handler,
    },
  });

  stack.addOutputs({ ApiUrl: api.url });

  return { api, boldSignApiKey, payments };
}
