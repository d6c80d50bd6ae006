import { z } from 'zod';
import { acceptJsUrl, AUTHORIZENET_PRODUCTION, requestUrl } from './providers/payments/authorizenet-hosts';

const optionalUrl = z.string().url().optional();

/** Authorize.net: the login id and client key are public (the browser's tokenizer sends them), the transaction key is the secret. */
const PaymentsSchema = z
  .object({
    /** Authorize.net's API host (production by default, the sandbox, or the simulator locally). */
    baseUrl: z.string().url(),
    apiLoginId: z.string().min(1).max(25),
    transactionKey: z.string().min(1),
    clientKey: z.string().min(1),
  })
  .transform((p) => ({
    ...p,
    /** Where every call, the browser's tokenizer call included, is posted. */
    requestUrl: requestUrl(p.baseUrl),
    /** Accept.js on Authorize.net's CDN for its hosts; undefined for the simulator, which the browser posts to directly. */
    acceptJsUrl: acceptJsUrl(p.baseUrl),
  }));

const ConfigSchema = z.object({
  region: z.string().default('us-east-1'),
  tableName: z.string().min(1),
  /** The audit trail's own table (append-only for the functions). */
  auditTableName: z.string().min(1),
  bucketName: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  buildVersion: z.string().default('dev'),
  /** Local emulator endpoints; unset on AWS. */
  dynamoEndpoint: optionalUrl,
  cognitoEndpoint: optionalUrl,
  s3Endpoint: optionalUrl,
  sesEndpoint: optionalUrl,
  /** The SES v2 identity calls' endpoint, where it is not SES's own (the local SES identity simulator). */
  sesIdentityEndpoint: optionalUrl,
  /** BoldSign's API host (the simulator locally); BoldSign's US host when unset. */
  esignBaseUrl: optionalUrl,
  /** Without it the e-signature features answer that they are not configured. */
  esignApiKey: z.string().min(1).optional(),
  /** The secret BoldSign signs its webhook events with; without it every event is refused (401). */
  esignWebhookSecret: z.string().min(1).optional(),
  /** Without all three credentials the card features answer that they are not configured. */
  payments: PaymentsSchema.optional(),
  /** The export job function (on AWS); unset, exports run in this process (the local stack, the tests). */
  exportJobFunction: z.string().min(1).optional(),
});
export type Config = z.infer<typeof ConfigSchema>;

/** Reads the runtime configuration from the environment; throws listing what is missing. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return ConfigSchema.parse({
    region: env.AWS_REGION,
    tableName: env.TABLE_NAME,
    auditTableName: env.AUDIT_TABLE_NAME,
    bucketName: env.BUCKET_NAME,
    userPoolId: env.USER_POOL_ID,
    userPoolClientId: env.USER_POOL_CLIENT_ID,
    buildVersion: env.BUILD_VERSION,
    dynamoEndpoint: env.DYNAMODB_ENDPOINT,
    cognitoEndpoint: env.COGNITO_ENDPOINT,
    s3Endpoint: env.S3_ENDPOINT,
    sesEndpoint: env.SES_ENDPOINT,
    sesIdentityEndpoint: env.SES_IDENTITY_ENDPOINT,
    esignBaseUrl: env.BOLDSIGN_BASE_URL || undefined,
    esignApiKey: env.BOLDSIGN_API_KEY || undefined,
    esignWebhookSecret: env.BOLDSIGN_WEBHOOK_SECRET || undefined,
    payments: paymentsFromEnv(env),
    exportJobFunction: env.EXPORT_JOB_FUNCTION || undefined,
  });
}

function paymentsFromEnv(env: NodeJS.ProcessEnv) {
  const [apiLoginId, transactionKey, clientKey] = [env.AUTHORIZENET_API_LOGIN_ID, env.AUTHORIZENET_TRANSACTION_KEY, env.AUTHORIZENET_CLIENT_KEY];
  if (!apiLoginId || !transactionKey || !clientKey) return undefined;
  return { baseUrl: env.AUTHORIZENET_BASE_URL || AUTHORIZENET_PRODUCTION, apiLoginId, transactionKey, clientKey };
}

/** Static credentials for the emulators: s3rver accepts only this pair, the others any. */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
