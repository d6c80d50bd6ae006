import type { Core } from '../context';
import * as Domains from '../domains/domains';
import { verifyBoldSignSignature } from '../providers/esign/boldsign-webhook';
import { refresh } from './documents';
import * as Signing from './signing';

/**
 * Document events after which BoldSign may report a new status. The others (Sent, Viewed,
 * reminders...) change nothing the portal keeps and cost no call to the provider.
 */
const SETTLING_EVENTS = new Set(['Signed', 'Completed', 'Declined', 'Revoked', 'Expired', 'Reassigned', 'Edited']);

export type EventOutcome = { outcome: 'refreshed'; status: string } | { outcome: 'ignored' };

/** Whether a webhook delivery is BoldSign's, by the configured secret; none configured, none is. */
export const isFromBoldSign = (core: Core, signature: string | undefined, rawBody: string, nowSeconds = Math.floor(Date.now() / 1000)) =>
  Boolean(core.config.esignWebhookSecret) && verifyBoldSignSignature(signature, rawBody, core.config.esignWebhookSecret!, nowSeconds);

/**
 * Brings up to date the document a (verified) provider event names, through the same refresh the
 * status job uses: the provider is asked, the event's own status is not trusted. The document is
 * found by its id across domains (one read of its lookup: BoldSign's documents are per account,
 * not per domain). Idempotent: a document no longer Pending is left as it is, and a document the
 * portal does not know (sent by another app of the account) is ignored.
 */
export async function onDocumentEvent(core: Core, event: { eventType: string; documentId?: string }): Promise<EventOutcome> {
  if (!SETTLING_EVENTS.has(event.eventType) || !event.documentId) return { outcome: 'ignored' };
  const { data: ref } = await core.db.entities.signingRef.get({ documentId: event.documentId }).go();
  const domain = ref && (await Domains.fromId(core, ref.domainId));
  if (!ref || !domain) return { outcome: 'ignored' };
  const ctx = { ...core, domain };
  const doc = await Signing.fromId(ctx, ref.recordId);
  if (!doc) return { outcome: 'ignored' };
  return { outcome: 'refreshed', status: (await refresh(ctx, doc)).status };
}
