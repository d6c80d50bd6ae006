import { z } from 'zod';

/**
 * POST /webhooks/boldsign/: an event BoldSign posts (signed with the webhook secret in
 * X-BoldSign-Signature). Only what the portal reads is declared; the rest of BoldSign's payload
 * is accepted and ignored. "Verification" comes when the webhook is added in BoldSign's dashboard.
 */
export const BoldSignWebhookEvent = z.object({
  event: z.object({
    id: z.string().max(200).optional(),
    eventType: z.string().min(1).max(100),
    created: z.number().optional(),
    environment: z.string().max(20).optional(),
  }),
  data: z
    .object({
      object: z.string().max(50).optional(),
      documentId: z.string().min(1).max(200).optional(),
      status: z.string().max(50).optional(),
    })
    .optional(),
});
export type BoldSignWebhookEvent = z.infer<typeof BoldSignWebhookEvent>;

/** What the webhook answers: whether the event changed a document of the portal, and its status now. */
export const WebhookAnswer = z.object({
  received: z.literal(true),
  outcome: z.enum(['verified', 'refreshed', 'ignored']),
  status: z.string().optional(),
});
export type WebhookAnswer = z.infer<typeof WebhookAnswer>;
