import { Membership } from '@portal/contracts';
import type { DomainCtx, MemberRecord } from '../context';
import { DomainError } from '../errors';
import * as Invitations from '../members/invitations';
import * as Members from '../members/members';
import { receiptMail } from './receipt';
import { fromId, type TransactionRecord } from './transactions';

/** Where the effects of a payment report what failed; the payment itself stands. */
export type EffectLog = (line: { level: 'error' | 'warn'; msg: string; [key: string]: unknown }) => void;

const key = (t: TransactionRecord) => ({ domainId: t.domainId, transactionId: t.transactionId });
const isConditionFailure = (e: unknown) => e instanceof Error && /conditional/i.test(e.message);

/** Appends a note to the transaction's history (spec §3 transaction_history). */
async function note(ctx: DomainCtx, t: TransactionRecord, text: string) {
  await ctx.db.entities.transaction
    .patch(key(t))
    .append({ history: [{ note: text, date: new Date().toISOString() }] })
    .go();
}

/**
 * The patient account the checkout asked for (create_patient), invited like other new members
 * (a temporary password by e-mail) and linked to the center, the referral center and the rep's
 * team, then to the transaction. Its e-mail claim makes it once: a second attempt finds the
 * patient made for this transaction; an address someone else took meanwhile is noted instead.
 */
async function createPatient(ctx: DomainCtx, t: TransactionRecord): Promise<void> {
  const wanted = t.newPatient;
  if (!wanted || t.patientId !== undefined) return;
  const buyer = await Members.fromId(ctx, t.buyerId);
  if (!buyer) return;
  const center = t.harvestCenterId === undefined ? undefined : await Members.fromId(ctx, t.harvestCenterId);
  let patient: MemberRecord | undefined;
  try {
    patient = await Invitations.invite(
      { ...ctx, caller: buyer, member: buyer },
      {
        email: wanted.email,
        firstName: wanted.firstName,
        lastName: wanted.lastName,
        phoneNumber: wanted.phoneNumber ?? '',
        memberships: [Membership.Patient],
        harvestCenterId: t.harvestCenterId,
        referralHarvestCenterId: t.referralHarvestCenterId,
        salesRepId: t.salesRepId,
        salesManagerId: t.salesManagerId,
        salesDistributorId: t.salesDistributorId,
        labId: center?.labId,
        signupDate: new Date().toISOString(),
      },
    );
  } catch (e) {
    if (!(e instanceof DomainError && e.code === 'conflict')) throw e;
    const existing = await Members.fromEmail(ctx, wanted.email);
    const ours =
      existing && existing.memberships.includes(Membership.Patient) && existing.harvestCenterId === t.harvestCenterId && existing.dateJoined >= t.date;
    if (!ours) return note(ctx, t, `The patient account for ${wanted.email} was not created: the e-mail belongs to another account.`);
    patient = existing;
  }
  await ctx.db.entities.transaction
    .patch(key(t))
    .set({ patientId: patient.memberId })
    .where((attr, op) => op.notExists(attr.patientId))
    .go()
    .catch((e: unknown) => {
      if (!isConditionFailure(e)) throw e;
    });
}

/** Mails the buyer its receipt, once: the send is claimed on the transaction first. */
async function sendReceipt(ctx: DomainCtx, t: TransactionRecord): Promise<void> {
  const claimed = await ctx.db.entities.transaction
    .patch(key(t))
    .set({ receiptSentAt: new Date().toISOString() })
    .where((attr, op) => `${op.notExists(attr.receiptSentAt)} AND ${op.eq(attr.status, 'paid')}`)
    .go()
    .then(() => true)
    .catch((e: unknown) => {
      if (isConditionFailure(e)) return false;
      throw e;
    });
  if (claimed) await ctx.providers.mail.send(receiptMail(ctx, t));
}

/**
 * What follows a payment, by whichever settled it (the checkout or the status job): the new
 * patient account, then the receipt. A failure of one is logged and noted; the payment stands.
 */
export async function afterPayment(ctx: DomainCtx, paid: TransactionRecord, log?: EffectLog): Promise<TransactionRecord> {
  for (const [name, effect] of [
    ['new patient', createPatient],
    ['receipt', sendReceipt],
  ] as const) {
    try {
      await effect(ctx, paid);
    } catch (error) {
      log?.({
        level: 'error',
        msg: `checkout ${name} failed`,
        domainId: paid.domainId,
        transactionId: paid.transactionId,
        error: error instanceof Error ? error.message : String(error),
      });
      await note(ctx, paid, `The ${name} could not be completed after the payment.`).catch(() => undefined);
    }
  }
  return (await fromId(ctx, paid.transactionId)) ?? paid;
}
