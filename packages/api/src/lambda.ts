// Core by module, not through its index: every module the index re-exports would load at import
// with it (esbuild splits by file), and this file loads at every cold start (scripts/bench/bundle.test.ts).
import { configFromEnv } from '@portal/core/config';
import { createCore } from '@portal/core/context';
import { handle, type LambdaContext, type LambdaEvent } from 'hono/aws-lambda';
import { createApp } from './app';
import { copyBoundParameters, loadBoundSecrets } from './lambda-secrets';

interface LambdaBindings {
  event: LambdaEvent;
  lambdaContext: LambdaContext;
}

copyBoundParameters(['AUTHORIZENET_API_LOGIN_ID', 'AUTHORIZENET_CLIENT_KEY']);
await loadBoundSecrets(['BOLDSIGN_API_KEY', 'BOLDSIGN_WEBHOOK_SECRET', 'AUTHORIZENET_TRANSACTION_KEY']);
const core = createCore(configFromEnv());

const app = createApp({
  core,
  // CloudFront adds this origin header per white-label distribution.
  hostDomain: (c) => c.req.header('x-portal-domain'),
  // The address API Gateway saw: request headers (X-Forwarded-For, CloudFront-Viewer-Address) can be set by the client.
  clientAddress: (c) => {
    const event = (c.env as unknown as LambdaBindings | undefined)?.event;
    const source = event && 'requestContext' in event ? (event.requestContext as { http?: { sourceIp?: string } }).http?.sourceIp : undefined;
    return source ?? 'unknown';
  },
});

export const handler = handle(app);
