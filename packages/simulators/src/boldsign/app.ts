import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { createFaults } from '../faults';
import { documentsApi } from './documents-api';
import { fields, page } from './html';
import { pages } from './pages';
import { BoldSignStore } from './store';
import { templatesApi } from './templates-api';
import { createWebhooks, type WebhookTarget } from './webhooks';
import { apiError } from './wire';

export interface BoldSignSimulatorOptions {
  /** The one key accepted in X-API-KEY; anything else answers 401, as BoldSign does. */
  apiKey: string;
  /** Origin written into sign and edit links; by default the origin the API call came to. */
  publicUrl?: string;
  /** A file to keep documents, templates and links in across restarts; memory only without it. */
  dataFile?: string;
  /** Where document events are posted, signed (./webhooks.ts); none without it until a test sets one. */
  webhook?: WebhookTarget;
  /** How deliveries are posted (tests may deliver into an app in the same process). */
  fetch?: typeof fetch;
}

const requireApiKey =
  (apiKey: string): MiddlewareHandler =>
  async (c, next) => {
    // BoldSign's 401 body is not documented; a message says what is wrong.
    if (c.req.header('x-api-key') !== apiKey) return apiError(c, 401, 'The X-API-KEY header is missing or not a valid API key.');
    await next();
  };

/**
 * A stand-in for BoldSign's REST API and embedded pages, speaking the calls the portal's adapter
 * makes (same paths, X-API-KEY, payloads and answers), with everything kept in memory (and in
 * `dataFile`, when given).
 *
 * Signings and declines are posted, signed, to the webhook target (./webhooks.ts; `/_sim/webhook`).
 *
 * For tests, besides the fault controls of ../faults.ts (`/_sim/fail`, `/_sim/delay`, `/_sim/reset`):
 *   POST /_sim/processing {"ms": 1500}  new documents and templates answer "Invalid Document ID"
 *                                       for that long, as BoldSign does while it processes files.
 * `/_sim/reset` also sets processing back to 0. Stored documents and templates are kept.
 */
export function createBoldSignSimulator(options: BoldSignSimulatorOptions) {
  const store = new BoldSignStore();
  if (options.dataFile) store.load(options.dataFile);
  const faults = createFaults({ errorBody: (message) => ({ error: message }), onReset: () => void (store.processingMs = 0) });
  const webhooks = createWebhooks({ target: options.webhook, fetch: options.fetch });
  const origin = (c: Context) => options.publicUrl?.replace(/\/+$/, '') ?? new URL(c.req.url).origin;

  const app = new Hono({ strict: false });
  if (options.dataFile) {
    const dataFile = options.dataFile;
    // Every change comes from a POST (API calls, signing, saving a template): saved after each.
    app.use('*', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && !c.req.path.startsWith('/_sim')) store.save(dataFile);
    });
  }
  app.post('/_sim/processing', async (c) => {
    const { ms } = (await c.req.json().catch(() => ({}))) as { ms?: unknown };
    store.processingMs = Number.isInteger(ms) && (ms as number) >= 0 ? (ms as number) : 0;
    return c.json({ processingMs: store.processingMs });
  });
  app.route('/_sim', faults.control);
  app.route('/_sim', webhooks.control);
  app.use('/v1/*', faults.middleware, requireApiKey(options.apiKey));
  app.route('/v1/document', documentsApi(store, origin));
  app.route('/v1/template', templatesApi(store, origin));
  app.route('/', pages(store, webhooks.send));
  app.get('/', (c) =>
    c.html(
      page(
        'BoldSign simulator',
        `<h1>BoldSign simulator</h1>${fields([
          { label: 'Documents', value: String(store.documents.size) },
          { label: 'Templates', value: String(store.templates.size) },
          { label: 'API', value: `${origin(c)}/v1 (X-API-KEY)` },
        ])}`,
      ),
    ),
  );
  app.notFound((c) => apiError(c, 404, `No such endpoint in the BoldSign simulator: ${c.req.method} ${c.req.path}`));
  return { app, store, faults, webhooks };
}

export type BoldSignSimulator = ReturnType<typeof createBoldSignSimulator>;
