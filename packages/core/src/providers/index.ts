import { localCredentials, type Config } from '../config';
import { BOLDSIGN_PUBLIC_API } from './esign/boldsign-mapping';
import { esignNotConfigured } from './esign/not-configured';
import type { EsignProvider } from './esign/port';
import type { IdentityProvider } from './identity/port';
import { inProcessWork, noWorkHere } from './jobs/in-process';
import type { BackgroundWork, TaskRunner } from './jobs/port';
import { lazyPort } from './lazy';
import type { SenderIdentities } from './mail/identity-port';
import type { Mailer } from './mail/port';
import { paymentsNotConfigured } from './payments/not-configured';
import type { PaymentsProvider } from './payments/port';
import type { MediaStore } from './storage/port';

export interface Providers {
  identity: IdentityProvider;
  mail: Mailer;
  senders: SenderIdentities;
  media: MediaStore;
  esign: EsignProvider;
  payments: PaymentsProvider;
  jobs: BackgroundWork;
}

const local = (endpoint: string | undefined) => (endpoint ? { endpoint, credentials: localCredentials } : {});

/**
 * The one place that chooses implementations: AWS services, or their emulators when endpoints are set.
 * Each adapter and its SDK client load on the provider's first call (a chunk of its own in the Lambda
 * bundle), so a cold start does not pay for S3, SES, Cognito or the payment gateway until a request needs them.
 * Background work goes to the job function when one is configured (on AWS), else to `runHere`.
 */
export function buildProviders(config: Config, runHere?: TaskRunner): Providers {
  const { region, esignApiKey, payments, exportJobFunction } = config;
  return {
    identity: lazyPort(async () => {
      const [{ CognitoIdentityProviderClient }, { cognitoIdentity }] = await Promise.all([
        import('@aws-sdk/client-cognito-identity-provider'),
        import('./identity/cognito'),
      ]);
      const issuer = config.cognitoEndpoint
        ? `${config.cognitoEndpoint}/${config.userPoolId}`
        : `https://cognito-idp.${region}.amazonaws.com/${config.userPoolId}`;
      const client = new CognitoIdentityProviderClient({ region, ...local(config.cognitoEndpoint) });
      return cognitoIdentity({ client, userPoolId: config.userPoolId, clientId: config.userPoolClientId, issuer });
    }),
    mail: lazyPort(async () => {
      const [{ SESv2Client }, { sesMailer }] = await Promise.all([import('@aws-sdk/client-sesv2'), import('./mail/ses')]);
      return sesMailer(new SESv2Client({ region, ...local(config.sesEndpoint), requestHandler: { requestTimeout: 10_000, connectionTimeout: 5_000 } }));
    }),
    senders: lazyPort(async () => {
      const [{ SESv2Client }, { sesIdentities }] = await Promise.all([import('@aws-sdk/client-sesv2'), import('./mail/ses-identities')]);
      return sesIdentities(
        new SESv2Client({
          region,
          ...local(config.sesIdentityEndpoint ?? config.sesEndpoint),
          requestHandler: { requestTimeout: 10_000, connectionTimeout: 5_000 },
        }),
      );
    }),
    media: lazyPort(async () => {
      const [{ S3Client }, { s3MediaStore }] = await Promise.all([import('@aws-sdk/client-s3'), import('./storage/s3')]);
      const client = new S3Client({
        region,
        ...local(config.s3Endpoint),
        forcePathStyle: Boolean(config.s3Endpoint),
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return s3MediaStore(client, config.bucketName);
    }),
    esign: esignApiKey
      ? lazyPort(async () => {
          const { boldSignEsign } = await import('./esign/boldsign');
          return boldSignEsign({ baseUrl: config.esignBaseUrl ?? BOLDSIGN_PUBLIC_API, apiKey: esignApiKey });
        })
      : esignNotConfigured(),
    payments: payments
      ? lazyPort(async () => {
          const { authorizeNetPayments } = await import('./payments/authorizenet');
          return authorizeNetPayments(payments);
        })
      : paymentsNotConfigured(),
    jobs: exportJobFunction
      ? lazyPort(async () => {
          const [{ LambdaClient }, { lambdaWork }] = await Promise.all([import('@aws-sdk/client-lambda'), import('./jobs/lambda')]);
          return lambdaWork(new LambdaClient({ region }), exportJobFunction);
        })
      : runHere
        ? inProcessWork(runHere)
        : noWorkHere,
  };
}
