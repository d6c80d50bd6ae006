import { z } from 'zod';

const optionalUrl = z.string().url().optional();

const ConfigSchema = z.object({
  region: z.string().default('us-east-1'),
  tableName: z.string().min(1),
  bucketName: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  buildVersion: z.string().default('dev'),
  /** Local emulator endpoints; unset on AWS. */
  dynamoEndpoint: optionalUrl,
  cognitoEndpoint: optionalUrl,
  s3Endpoint: optionalUrl,
  sesEndpoint: optionalUrl,
  /** BoldSign's API host (the simulator locally); BoldSign's US host when unset. */
  esignBaseUrl: optionalUrl,
  /** Without it the e-signature features answer that they are not configured. */
  esignApiKey: z.string().min(1).optional(),
});
export type Config = z.infer<typeof ConfigSchema>;

/** Reads the runtime configuration from the environment; throws listing what is missing. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return ConfigSchema.parse({
    region: env.AWS_REGION,
    tableName: env.TABLE_NAME,
    bucketName: env.BUCKET_NAME,
    userPoolId: env.USER_POOL_ID,
    userPoolClientId: env.USER_POOL_CLIENT_ID,
    buildVersion: env.BUILD_VERSION,
    dynamoEndpoint: env.DYNAMODB_ENDPOINT,
    cognitoEndpoint: env.COGNITO_ENDPOINT,
    s3Endpoint: env.S3_ENDPOINT,
    sesEndpoint: env.SES_ENDPOINT,
    esignBaseUrl: env.BOLDSIGN_BASE_URL || undefined,
    esignApiKey: env.BOLDSIGN_API_KEY || undefined,
  });
}

/** Static credentials for the emulators: s3rver accepts only this pair, the others any. */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
