// Core by module, not through its index: every module the index re-exports would load at import
// with it (esbuild splits by file), and this file loads at every cold start (scripts/bench/bundle.test.ts).
import { configFromEnv } from '@portal/core/config';
import { createCore } from '@portal/core/context';
import { Hono } from 'hono';
import { handle, type LambdaContext, type LambdaEvent } from 'hono/aws-lambda';
import { createApp } from './app';
import { copyBoundParameters, loadBoundSecrets } from './lambda-secrets';
import { originMatcher, originVerify, viewerAddress } from './middleware/origin-verify';

interface LambdaBindings {
  event: LambdaEvent;
  lambdaContext: LambdaContext;
}

copyBoundParameters(['AUTHORIZENET_API_LOGIN_ID', 'AUTHORIZENET_CLIENT_KEY']);
await loadBoundSecrets(['BOLDSIGN_API_KEY', 'BOLDSIGN_WEBHOOK_SECRET', 'AUTHORIZENET_TRANSACTION_KEY', 'ORIGIN_SECRET', 'ORIGIN_SECRET_PREVIOUS']);
const core = createCore(configFromEnv());
// CloudFront sends the stage's origin secret (the previous one too while it is rotated); nothing else may call.
const origin = { secrets: [process.env.ORIGIN_SECRET, process.env.ORIGIN_SECRET_PREVIOUS] };
const fromCloudFront = originMatcher(origin);

const app = createApp({
  core,
  // CloudFront adds this origin header per white-label distribution.
  hostDomain: (c) => c.req.header('x-portal-domain'),
  // The viewer's address as CloudFront saw it, trusted only with the origin secret; else the address API Gateway saw.
  clientAddress: (c) => {
    const viewer = fromCloudFront(c) ? viewerAddress(c) : undefined;
    const event = (c.env as unknown as LambdaBindings | undefined)?.event;
    const source = event && 'requestContext' in event ? (event.requestContext as { http?: { sourceIp?: string } }).http?.sourceIp : undefined;
    return viewer ?? source ?? 'unknown';
  },
});

const guarded = new Hono().use(originVerify(origin)).all('*', (c) => app.fetch(c.req.raw, c.env));
export const handler = handle(guarded);
