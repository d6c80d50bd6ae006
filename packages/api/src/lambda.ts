// Core's cold-start entry, not its index: every module the index re-exports would load at import
// with it (esbuild splits by file), and this file loads at every cold start (scripts/bench/bundle.test.ts).
import { configFromEnv, createCore } from '@portal/core/runtime';
import { handle } from 'hono/aws-lambda';
import { createLambdaApp } from './lambda-app';
import { copyBoundParameters, loadBoundSecrets } from './lambda-secrets';

copyBoundParameters(['AUTHORIZENET_API_LOGIN_ID', 'AUTHORIZENET_CLIENT_KEY']);
await loadBoundSecrets(['BOLDSIGN_API_KEY', 'BOLDSIGN_WEBHOOK_SECRET', 'AUTHORIZENET_TRANSACTION_KEY', 'ORIGIN_SECRET', 'ORIGIN_SECRET_PREVIOUS']);

// CloudFront sends the stage's origin secret (the previous one too while it is rotated); nothing else may call.
export const handler = handle(
  createLambdaApp({ core: createCore(configFromEnv()), originSecrets: [process.env.ORIGIN_SECRET, process.env.ORIGIN_SECRET_PREVIOUS] }),
);
