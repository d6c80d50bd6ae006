import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { localCredentials, type Config } from '../config';
import { boldSignEsign } from './esign/boldsign';
import { BOLDSIGN_PUBLIC_API } from './esign/boldsign-mapping';
import { esignNotConfigured } from './esign/not-configured';
import type { EsignProvider } from './esign/port';
import { cognitoIdentity } from './identity/cognito';
import type { IdentityProvider } from './identity/port';
import { sesMailer } from './mail/ses';
import type { Mailer } from './mail/port';
import { s3MediaStore } from './storage/s3';
import type { MediaStore } from './storage/port';

export interface Providers {
  identity: IdentityProvider;
  mail: Mailer;
  media: MediaStore;
  esign: EsignProvider;
}

const local = (endpoint: string | undefined) => (endpoint ? { endpoint, credentials: localCredentials } : {});

/** The one place that chooses implementations: AWS services, or their emulators when endpoints are set. */
export function buildProviders(config: Config): Providers {
  const { region } = config;
  const cognito = new CognitoIdentityProviderClient({ region, ...local(config.cognitoEndpoint) });
  const issuer = config.cognitoEndpoint
    ? `${config.cognitoEndpoint}/${config.userPoolId}`
    : `https://cognito-idp.${region}.amazonaws.com/${config.userPoolId}`;
  const s3 = new S3Client({
    region,
    ...local(config.s3Endpoint),
    forcePathStyle: Boolean(config.s3Endpoint),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const ses = new SESv2Client({
    region,
    ...local(config.sesEndpoint),
    requestHandler: { requestTimeout: 10_000, connectionTimeout: 5_000 },
  });
  return {
    identity: cognitoIdentity({ client: cognito, userPoolId: config.userPoolId, clientId: config.userPoolClientId, issuer }),
    mail: sesMailer(ses),
    media: s3MediaStore(s3, config.bucketName),
    esign: config.esignApiKey
      ? boldSignEsign({ baseUrl: config.esignBaseUrl ?? BOLDSIGN_PUBLIC_API, apiKey: config.esignApiKey })
      : esignNotConfigured(),
  };
}
