import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { Config, Api as HttpApi, Function, use, type StackContext } from 'sst/constructs';
import { alarm, logGroup, watchFunction } from './logs-and-alarms';
import { Auth } from './auth';
import {
  auditPolicy,
  BOLDSIGN_API_KEY,
  BOLDSIGN_WEBHOOK_SECRET,
  coreEnvironment,
  mediaPolicies,
  paymentsRuntime,
  readSenderIdentityPolicy,
  sendMailPolicy,
  tablePolicy,
} from './core-runtime';
import { Exports } from './exports';
import { lambdaNodejs } from './lambda-bundle';
import { originPathSegment } from '../packages/api/src/middleware/origin-verify';
import { optionalSecret, optionalSecretValue, ORIGIN_SECRET, ORIGIN_SECRET_PREVIOUS, requiredSecret, requiredSecretValue } from './stage-secrets';

const cognitoAdminActions = [
  'AdminCreateUser',
  'AdminGetUser',
  'AdminSetUserPassword',
  'AdminInitiateAuth',
  'AdminUpdateUserAttributes',
  'AdminDisableUser',
  'AdminEnableUser',
  'AdminDeleteUser',
  // An admin's reset of a member's two-factor sign-in.
  'AdminSetUserMFAPreference',
  'ListUsers',
  'InitiateAuth',
  'ChangePassword',
].map((action) => `cognito-idp:${action}`);

/** The API's share of the account's concurrency: kept for it, and its ceiling. */
export const API_CONCURRENCY = 100;
/** API Gateway's default route throttle (requests per second, steady and burst), above what the portal's members send. */
export const API_THROTTLE = { rate: 200, burst: 400 };

/**
 * The first segment of the paths the API's routes take: the current origin secret's (CloudFront's
 * origin path, stacks/web.ts) and, while it is rotated, the previous one's.
 */
export const originPathSegments = (scope: Construct) => [
  ...new Set(
    [requiredSecretValue(scope, ORIGIN_SECRET), optionalSecretValue(scope, ORIGIN_SECRET_PREVIOUS)].filter((s) => s !== undefined).map(originPathSegment),
  ),
];

/** The routes of the API: /api and /media under each origin path segment. */
export const apiRouteKeys = (segments: readonly string[]) => segments.flatMap((segment) => [`ANY /${segment}/api/{proxy+}`, `ANY /${segment}/media/{proxy+}`]);

/** One Lambda runs the whole Hono app; CloudFront sends each domain's /api and /media here. */
export function Api({ stack }: StackContext) {
  const { userPool } = use(Auth);
  const { exportJob } = use(Exports);

  // `npx sst secrets set BOLDSIGN_API_KEY <key> --stage <stage>` before the deploy. Without it the
  // e-signature features answer that they are not configured.
  const boldSignApiKey = optionalSecret(stack, BOLDSIGN_API_KEY);
  // BoldSign's webhook (POST /api/v1/webhooks/boldsign/): bound once `npx sst secrets set BOLDSIGN_WEBHOOK_SECRET <secret>`
  // is set for the stage (and the stage deployed again); without it every delivery is refused.
  const webhookSecret = optionalSecret(stack, BOLDSIGN_WEBHOOK_SECRET);
  const payments = paymentsRuntime(stack);
  /** The secrets the core reads, bound to every function that builds one. */
  const coreSecrets: Config.Secret[] = [...(boldSignApiKey ? [boldSignApiKey] : [])];
  // CloudFront's origin header (stacks/web.ts) carries ORIGIN_SECRET; the previous value is accepted while it is rotated.
  const originSecrets = [requiredSecret(stack, ORIGIN_SECRET), optionalSecret(stack, ORIGIN_SECRET_PREVIOUS)].filter((s) => s !== undefined);

  const handler = new Function(stack, 'Handler', {
    handler: 'packages/api/src/lambda.handler',
    memorySize: 512,
    nodejs: lambdaNodejs,
    timeout: 29,
    reservedConcurrentExecutions: API_CONCURRENCY,
    logGroup: logGroup(stack, 'HandlerLogs', 'api'),
    bind: [...coreSecrets, ...(webhookSecret ? [webhookSecret] : []), ...originSecrets, ...payments.bind],
    // The core reads plain names, shared with the local stack; with a job function, exports run there.
    environment: { ...coreEnvironment(), ...payments.environment, EXPORT_JOB_FUNCTION: exportJob.functionName },
    permissions: [
      tablePolicy(),
      auditPolicy(),
      // Uploads (tagged staged until a form names them), their links, a signed copy's bytes, deletions.
      ...mediaPolicies(['GetObject', 'PutObject', 'DeleteObject', 'PutObjectTagging'], { list: true }),
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [exportJob.functionArn] }),
      new PolicyStatement({ actions: cognitoAdminActions, resources: [userPool.userPoolArn] }),
      sendMailPolicy(stack),
      readSenderIdentityPolicy(stack),
    ],
  });

  // Same origin as the site behind CloudFront, so no CORS. CloudFront reaches the execute-api
  // host name itself (a custom domain would need a host name and certificate per stage, and would
  // be as reachable): the default endpoint stays, and its only routes are under the origin path,
  // so API Gateway answers a call without it 404 on its own, never invoking the function nor
  // spending its reserved concurrency. The origin secret's header stays the API's own check.
  const segments = originPathSegments(stack);
  const api = new HttpApi(stack, 'Api', {
    cors: false,
    defaults: { throttle: API_THROTTLE },
    accessLog: { destinationArn: logGroup(stack, 'AccessLogs', 'api-access').logGroupArn },
    routes: Object.fromEntries(apiRouteKeys(segments).map((key) => [key, handler])),
  });

  watchFunction(stack, handler, 'ApiHandler', 'API function');
  alarm(stack, 'ApiServerErrors', api.cdk.httpApi.metricServerError({ statistic: 'Sum' }), {
    description: 'The API answered 5 or more 5xx in 5 minutes (its own errors, or BoldSign or Authorize.net unavailable). See docs/deploy.md, Alarms.',
    threshold: 5,
  });

  stack.addOutputs({ ApiUrl: api.url });

  const originSecret = requiredSecretValue(stack, ORIGIN_SECRET);
  return { api, coreSecrets, payments, originSecret, originPath: `/${originPathSegment(originSecret)}` };
}
