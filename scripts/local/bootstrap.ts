import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  SetUserPoolMfaConfigCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, UpdateTableCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { auditIndexes, globalIndexes, tableKeys, ttlAttribute } from '../../packages/core/src/db/table-schema';
import { LOCAL_AUTHORIZENET, LOCAL_BOLDSIGN_API_KEY, LOCAL_BOLDSIGN_WEBHOOK_SECRET } from './emulators';
import type { Endpoints } from './ports';

// The local tools run on Node 20; the Lambda runs Node 22, so the SDK's Node 20 notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const region = 'us-east-1';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const LOCAL_NAMES = { table: 'portal-local', auditTable: 'portal-local-audit', bucket: 'portal-local-media', userPool: 'portal-local' } as const;

export interface LocalResources {
  tableName: string;
  auditTableName: string;
  bucketName: string;
  userPoolId: string;
  userPoolClientId: string;
}

/** The change stream the projector reads (stacks/storage.ts declares the same). */
const stream = { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } as const;

/** The table as stacks/storage.ts declares it, from the same key list, with its change stream. */
async function ensureTable(endpoint: string, tableName: string) {
  const db = new DynamoDBClient({ region, endpoint, credentials });
  try {
    const { Table } = await db.send(new DescribeTableCommand({ TableName: tableName }));
    // A data directory made before the table had its stream gets one (its records from then on; `npm run reindex` builds the rest).
    if (!Table?.StreamSpecification?.StreamEnabled) await db.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: stream }));
    return;
  } catch (e) {
    if (!(e instanceof Error) || e.name !== 'ResourceNotFoundException') throw e;
  }
  const keyNames = [tableKeys.pk, tableKeys.sk, ...globalIndexes.flatMap((i) => [i.pk, i.sk])];
  await db.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: stream,
      AttributeDefinitions: keyNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: tableKeys.pk, KeyType: 'HASH' },
        { AttributeName: tableKeys.sk, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalIndexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.pk, KeyType: 'HASH' },
          { AttributeName: i.sk, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await db.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true } }));
}

/** The audit trail's table as stacks/storage.ts declares it: its keys and two indexes, entries expiring after their retention. */
async function ensureAuditTable(endpoint: string, tableName: string) {
  const db = new DynamoDBClient({ region, endpoint, credentials });
  try {
    await db.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (e) {
    if (!(e instanceof Error) || e.name !== 'ResourceNotFoundException') throw e;
  }
  const keyNames = [tableKeys.pk, tableKeys.sk, ...auditIndexes.flatMap((i) => [i.pk, i.sk])];
  await db.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: tableKeys.pk, KeyType: 'HASH' },
        { AttributeName: tableKeys.sk, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: auditIndexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.pk, KeyType: 'HASH' },
          { AttributeName: i.sk, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await db.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true } }));
}

/** The user pool as stacks/auth.ts declares it: custom membership and domain attributes, optional authenticator-app MFA. */
async function ensureUserPool(endpoint: string, poolName: string) {
  const cognito = new CognitoIdentityProviderClient({ region, endpoint, credentials });
  const { UserPools = [] } = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = UserPools.find((p) => p.Name === poolName)?.Id;
  if (!userPoolId) {
    const created = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: poolName,
        Policies: { PasswordPolicy: { MinimumLength: 8, RequireLowercase: false, RequireUppercase: false, RequireNumbers: false, RequireSymbols: false } },
        Schema: [
          { Name: 'membership', AttributeDataType: 'String', Mutable: true },
          { Name: 'domainId', AttributeDataType: 'String', Mutable: true },
        ],
      }),
    );
    userPoolId = created.UserPool?.Id;
  }
  if (!userPoolId) throw new Error('could not create the local user pool');
  // Two-factor sign-in with an authenticator app, optional per member (a pool made before it is brought up to date).
  await cognito.send(
    new SetUserPoolMfaConfigCommand({ UserPoolId: userPoolId, MfaConfiguration: 'OPTIONAL', SoftwareTokenMfaConfiguration: { Enabled: true } }),
  );
  const { UserPoolClients = [] } = await cognito.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let clientId = UserPoolClients.find((c) => c.ClientName === 'portal-api')?.ClientId;
  if (!clientId) {
    const created = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'portal-api',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        IdTokenValidity: 12,
        TokenValidityUnits: { IdToken: 'hours' },
      }),
    );
    clientId = created.UserPoolClient?.ClientId;
  }
  if (!clientId) throw new Error('could not create the local app client');
  return { userPoolId, userPoolClientId: clientId };
}

async function ensureBucket(endpoint: string, bucket: string) {
  const s3 = new S3Client({ region, endpoint, credentials, forcePathStyle: true });
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  }
}

/** Creates what the stacks would create, when missing; safe to run at every start. */
export async function bootstrap(endpoints: Endpoints, names = LOCAL_NAMES): Promise<LocalResources> {
  const [, , pool] = await Promise.all([
    ensureTable(endpoints.dynamodb, names.table),
    ensureAuditTable(endpoints.dynamodb, names.auditTable),
    ensureUserPool(endpoints.cognito, names.userPool),
    ensureBucket(endpoints.s3, names.bucket),
  ]);
  return { tableName: names.table, auditTableName: names.auditTable, bucketName: names.bucket, ...pool };
}

/** The environment the API reads (packages/core/src/config.ts) for these resources. */
export function apiEnvironment(endpoints: Endpoints, resources: LocalResources, buildVersion: string): NodeJS.ProcessEnv {
  return {
    AWS_REGION: region,
    TABLE_NAME: resources.tableName,
    AUDIT_TABLE_NAME: resources.auditTableName,
    BUCKET_NAME: resources.bucketName,
    USER_POOL_ID: resources.userPoolId,
    USER_POOL_CLIENT_ID: resources.userPoolClientId,
    BUILD_VERSION: buildVersion,
    DYNAMODB_ENDPOINT: endpoints.dynamodb,
    COGNITO_ENDPOINT: endpoints.cognito,
    S3_ENDPOINT: endpoints.s3,
    SES_ENDPOINT: endpoints.ses,
    SES_IDENTITY_ENDPOINT: endpoints.sesIdentities,
    BOLDSIGN_BASE_URL: endpoints.boldsign,
    BOLDSIGN_API_KEY: LOCAL_BOLDSIGN_API_KEY,
    BOLDSIGN_WEBHOOK_SECRET: LOCAL_BOLDSIGN_WEBHOOK_SECRET,
    AUTHORIZENET_BASE_URL: endpoints.authorizenet,
    AUTHORIZENET_API_LOGIN_ID: LOCAL_AUTHORIZENET.apiLoginId,
    AUTHORIZENET_TRANSACTION_KEY: LOCAL_AUTHORIZENET.transactionKey,
    AUTHORIZENET_CLIENT_KEY: LOCAL_AUTHORIZENET.clientKey,
  };
}
