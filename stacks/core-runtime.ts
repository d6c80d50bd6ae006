import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Config, use, type Stack } from 'sst/constructs';
import { Auth } from './auth';
import { requiredSecret } from './stage-secrets';
import { Storage } from './storage';

/** One value per synth, so every function of a deploy reports the same version. */
const buildVersion = process.env.BUILD_VERSION ?? new Date().toISOString();

/** The secret's name is also the environment name the core reads once it is loaded (packages/api/src/lambda-secrets.ts). */
export const BOLDSIGN_API_KEY = 'BOLDSIGN_API_KEY';
/** The secret BoldSign signs its webhook events with; bound to the API once the stage has it (stage-secrets.ts). */
export const BOLDSIGN_WEBHOOK_SECRET = 'BOLDSIGN_WEBHOOK_SECRET';

/**
 * The plain names packages/core's configFromEnv reads, the same for every function that builds a
 * core (it requires the user pool even where no one signs in). BOLDSIGN_BASE_URL, set when
 * deploying, selects a non-US BoldSign region; unset, the core uses BoldSign's US host.
 */
export function coreEnvironment(): Record<string, string> {
  const { table, auditTable, bucket } = use(Storage);
  const { userPool, userPoolClient } = use(Auth);
  const boldSignBaseUrl = process.env.BOLDSIGN_BASE_URL;
  return {
    TABLE_NAME: table.tableName,
    AUDIT_TABLE_NAME: auditTable.tableName,
    BUCKET_NAME: bucket.bucketName,
    USER_POOL_ID: userPool.userPoolId,
    USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
    BUILD_VERSION: buildVersion,
    ...(boldSignBaseUrl ? { BOLDSIGN_BASE_URL: boldSignBaseUrl } : {}),
  };
}

/** The payment gateway's secret; like BoldSign's key, copied to the plain name the core reads. */
export const AUTHORIZENET_TRANSACTION_KEY = 'AUTHORIZENET_TRANSACTION_KEY';
/** Public values (the browser's tokenizer sends them too), bound as SST parameters. */
export const AUTHORIZENET_PARAMETERS = ['AUTHORIZENET_API_LOGIN_ID', 'AUTHORIZENET_CLIENT_KEY'] as const;

/**
 * Card payments through Authorize.net, for a deploy with AUTHORIZENET_API_LOGIN_ID and
 * AUTHORIZENET_CLIENT_KEY in its environment: both become SST parameters, the transaction key a
 * secret (`npx sst secrets set AUTHORIZENET_TRANSACTION_KEY <key>`, which the deploy then requires),
 * all bound to the API function; AUTHORIZENET_BASE_URL (the sandbox's host) passes as is. Without
 * them nothing is bound and card features answer that they are not configured.
 */
export function paymentsRuntime(stack: Stack): { bind: (Config.Secret | Config.Parameter)[]; environment: Record<string, string> } {
  const [loginId, clientKey] = AUTHORIZENET_PARAMETERS.map((name) => process.env[name]);
  if (!loginId && !clientKey) return { bind: [], environment: {} };
  if (!loginId || !clientKey) throw new Error(`Set both ${AUTHORIZENET_PARAMETERS.join(' and ')} to deploy card payments, or neither to deploy without them.`);
  const baseUrl = process.env.AUTHORIZENET_BASE_URL;
  return {
    bind: [
      requiredSecret(stack, AUTHORIZENET_TRANSACTION_KEY),
      new Config.Parameter(stack, AUTHORIZENET_PARAMETERS[0], { value: loginId }),
      new Config.Parameter(stack, AUTHORIZENET_PARAMETERS[1], { value: clientKey }),
    ],
    environment: baseUrl ? { AUTHORIZENET_BASE_URL: baseUrl } : {},
  };
}

/** Mail leaves through SES from each domain's sender, an identity verified in the account. */
export function sendMailPolicy(stack: Stack): PolicyStatement {
  return new PolicyStatement({
    actions: ['ses:SendEmail', 'ses:SendRawEmail'],
    resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
  });
}

/** White Label Settings' Verify Status reads the sender identity's verification (SES v2 GetEmailIdentity). */
export function readSenderIdentityPolicy(stack: Stack): PolicyStatement {
  return new PolicyStatement({
    actions: ['ses:GetEmailIdentity'],
    resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
  });
}

const tableActions = ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query', 'BatchGetItem', 'BatchWriteItem', 'ConditionCheckItem'];

/**
 * The core's item and query actions on the table and its indexes; its transactions need no more
 * (TransactWriteItems is authorized per item action). No Scan, no table administration.
 */
export function tablePolicy(): PolicyStatement {
  const { table } = use(Storage);
  return new PolicyStatement({
    actions: tableActions.map((action) => `dynamodb:${action}`),
    resources: [table.tableArn, `${table.tableArn}/index/*`],
  });
}

/** What a function may do with the audit trail: append an entry, read entries. Never update or delete one. */
export const AUDIT_ACTIONS = ['dynamodb:PutItem', 'dynamodb:GetItem', 'dynamodb:Query'];

/** The audit table's append and read actions, on the table and its indexes (every function that builds a core). */
export function auditPolicy(): PolicyStatement {
  const { auditTable } = use(Storage);
  return new PolicyStatement({ actions: AUDIT_ACTIONS, resources: [auditTable.tableArn, `${auditTable.tableArn}/index/*`] });
}

/** The media bucket's object actions a function may use (packages/core/src/providers/storage/s3.ts). */
export type MediaAction = 'GetObject' | 'PutObject' | 'DeleteObject' | 'PutObjectTagging' | 'AbortMultipartUpload';

/**
 * The object actions a function uses on the media bucket; PutObject covers a multipart upload's
 * parts and completion. With `list`, also s3:ListBucket on the bucket itself: without it S3 answers
 * a missing key with 403 instead of 404, and the core tells a missing file by the 404.
 */
export function mediaPolicies(actions: MediaAction[], { list = false } = {}): PolicyStatement[] {
  const { bucket } = use(Storage);
  return [
    new PolicyStatement({ actions: actions.map((action) => `s3:${action}`), resources: [`${bucket.bucketArn}/*`] }),
    ...(list ? [new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] })] : []),
  ];
}
