import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { use, type Stack } from 'sst/constructs';
import { Auth } from './auth';
import { Storage } from './storage';

/** One value per synth, so every function of a deploy reports the same version. */
const buildVersion = process.env.BUILD_VERSION ?? new Date().toISOString();

/** The secret's name is also the environment name the core reads once it is loaded (packages/api/src/lambda-secrets.ts). */
export const BOLDSIGN_API_KEY = 'BOLDSIGN_API_KEY';

/**
 * The plain names packages/core's configFromEnv reads, the same for every function that builds a
 * core (it requires the user pool even where no one signs in). BOLDSIGN_BASE_URL, set when
 * deploying, selects a non-US BoldSign region; unset, the core uses BoldSign's US host.
 */
export function coreEnvironment(): Record<string, string> {
  const { table, bucket } = use(Storage);
  const { userPool, userPoolClient } = use(Auth);
  const boldSignBaseUrl = process.env.BOLDSIGN_BASE_URL;
  return {
    TABLE_NAME: table.tableName,
    BUCKET_NAME: bucket.bucketName,
    USER_POOL_ID: userPool.userPoolId,
    USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
    BUILD_VERSION: buildVersion,
    ...(boldSignBaseUrl ? { BOLDSIGN_BASE_URL: boldSignBaseUrl } : {}),
  };
}

/** Mail leaves through SES from each domain's sender, an identity verified in the account. */
export function sendMailPolicy(stack: Stack): PolicyStatement {
  return new PolicyStatement({
    actions: ['ses:SendEmail', 'ses:SendRawEmail'],
    resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
  });
}
