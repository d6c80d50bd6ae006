import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Api as HttpApi, Function, use, type StackContext } from 'sst/constructs';
import { Auth } from './auth';
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
  const { userPool, userPoolClient } = use(Auth);

  const handler = new Function(stack, 'Handler', {
    handler: 'packages/api/src/lambda.handler',
    memorySize: 512,
    nodejs: { format: 'esm', minify: true },
    timeout: 29,
    bind: [table, bucket],
    // The core reads plain names, shared with the local stack.
    environment: {
      TABLE_NAME: table.tableName,
      BUCKET_NAME: bucket.bucketName,
      USER_POOL_ID: userPool.userPoolId,
      USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
      BUILD_VERSION: process.env.BUILD_VERSION ?? new Date().toISOString(),
    },
    permissions: [
      new PolicyStatement({ actions: cognitoAdminActions, resources: [userPool.userPoolArn] }),
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
      }),
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

  return { api };
}
