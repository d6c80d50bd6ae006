import { randomUUID } from 'node:crypto';
import { Membership } from '@portal/contracts';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { auditKeys } from './audit.entity';

/**
 * How long an audit entry is kept: seven years, past the six the HIPAA Security Rule asks records of
 * activity on patient data to be kept (45 CFR 164.316(b)(2)); the table's time to live then removes it.
 */
export const AUDIT_RETENTION_DAYS = 7 * 365;

/** Appends an audit entry naming the real caller, when acting as someone that member, and the caller's address. */
export async function record(
  ctx: DomainCtx | MemberCtx,
  entry: { action: string; target: string; detail?: string; actorId?: number; patientId?: number },
): Promise<void> {
  const caller = 'caller' in ctx ? ctx.caller : undefined;
  const actingAs = 'member' in ctx && ctx.member.memberId !== caller?.memberId ? ctx.member.memberId : undefined;
  const at = new Date();
  const key = {
    domainId: ctx.domain.domainId,
    at: at.toISOString(),
    auditId: randomUUID(),
    actorId: entry.actorId ?? caller?.memberId,
    patientId: entry.patientId,
  };
  await ctx.db.entities.audit
    .create({
      ...key,
      ...auditKeys(key),
      actingAsId: actingAs,
      action: entry.action,
      target: entry.target,
      detail: entry.detail,
      address: ctx.address,
      expiresAt: Math.floor(at.getTime() / 1000) + AUDIT_RETENTION_DAYS * 86_400,
    })
    .go();
}

/** What of a patient's data a read showed. */
export type PatientRead = 'details' | 'vials' | 'documents' | 'document';

/**
 * Records a read of a patient's data by another member (its details and milestones, its vials, its
 * documents list, a signed document): who (the real caller and whom it acted as), which patient,
 * what, when and from where. A patient's reads of its own data and reads of members who are not
 * patients are not recorded. One PutItem a read.
 */
export async function patientRead(ctx: MemberCtx, patient: Pick<MemberRecord, 'memberId' | 'memberships'>, what: PatientRead, detail?: string): Promise<void> {
  if (patient.memberships[0] !== Membership.Patient || ctx.caller.memberId === patient.memberId) return;
  await record(ctx, { action: `patient.${what}.read`, target: `member:${patient.memberId}`, patientId: patient.memberId, ...(detail ? { detail } : {}) });
}

/** The newest entries of a domain, newest first. */
export async function recent(ctx: DomainCtx, limit = 50) {
  const { data } = await ctx.db.entities.audit.query.byTime({ domainId: ctx.domain.domainId }).go({ order: 'desc', limit });
  return data;
}

/** A patient's audit entries, oldest first, a page at a time (the index by patient). */
export async function ofPatient(ctx: DomainCtx, patientId: number, options: { cursor?: string | null; limit?: number; order?: 'asc' | 'desc' } = {}) {
  return ctx.db.entities.audit.query
    .byPatient({ patientKey: `${ctx.domain.domainId}:${patientId}` })
    .go({ cursor: options.cursor ?? null, limit: options.limit ?? 100, order: options.order ?? 'asc' });
}

/** A member's audit entries as the actor, oldest first, a page at a time (the index by member). */
export async function ofActor(ctx: DomainCtx, actorId: number, options: { cursor?: string | null; limit?: number; order?: 'asc' | 'desc' } = {}) {
  return ctx.db.entities.audit.query
    .byActor({ actorKey: `${ctx.domain.domainId}:${actorId}` })
    .go({ cursor: options.cursor ?? null, limit: options.limit ?? 100, order: options.order ?? 'asc' });
}
