import { randomInt } from 'node:crypto';
import { Membership } from '@portal/contracts';
import { record } from '../audit/audit';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { invalid } from '../errors';
import * as Members from './members';

const alphabets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#$%*+-=?@'];

/** A one-time password with every character class, so any Cognito policy accepts it. */
export function temporaryPassword(length = 14): string {
  const all = alphabets.join('');
  const chars = alphabets.map((set) => set[randomInt(set.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** Mails a member its temporary password and where to sign in, from the domain's sender (or `from`). */
async function sendInvitation(ctx: DomainCtx, member: MemberRecord, password: string, invitedBy?: MemberRecord, from = ctx.domain.emailSender) {
  await ctx.providers.mail.send({
    from,
    to: [member.email],
    subject: `Welcome to ${ctx.domain.name}`,
    text: [
      `Hello ${member.firstName},`,
      '',
      `${invitedBy ? `${invitedBy.firstName} ${invitedBy.lastName} has` : 'We have'} created your ${ctx.domain.name} member account.`,
      '',
      `Sign in at ${ctx.domain.url}/ with:`,
      `  Login: ${member.email}`,
      `  Temporary password: ${password}`,
      '',
      'You will choose your own password when you first sign in.',
    ].join('\n'),
  });
}

/**
 * Creates a member on someone else's behalf: the identity gets a temporary password that is
 * mailed to the member and must be replaced at the first sign-in. No shared default passwords.
 */
export async function invite(ctx: MemberCtx, input: Members.NewMember): Promise<MemberRecord> {
  const password = temporaryPassword();
  const member = await Members.create(ctx, { ...input, temporaryPassword: password });
  await sendInvitation(ctx, member, password, ctx.caller);
  await record(ctx, { action: 'member.invited', target: `member:${member.memberId}` });
  return member;
}

/**
 * The first admin of a new domain, created by the domain's provisioning (no member invites it):
 * a temporary password mailed from `from` (a sender SES may send from), replaced at the first
 * sign-in. An admin created by an earlier run whose mail never went out (`invitedAt` unset) gets a
 * new temporary password and the mail now. The mail is marked sent only once SES took it.
 */
export async function inviteFirstAdmin(
  ctx: DomainCtx,
  input: Pick<Members.NewMember, 'email' | 'firstName' | 'lastName'>,
  options: { from: string; existing?: MemberRecord },
): Promise<MemberRecord> {
  const password = temporaryPassword();
  let member = options.existing;
  if (member) await ctx.providers.identity.setPassword(member.identityUsername, password, false);
  else member = await Members.create(ctx, { ...input, memberships: [Membership.Admin], temporaryPassword: password });
  await sendInvitation(ctx, member, password, undefined, options.from);
  member = await Members.patch(ctx, member.memberId, { invitedAt: new Date().toISOString() });
  await record(ctx, { action: 'member.invited', target: `member:${member.memberId}`, detail: 'first admin of the domain' });
  return member;
}

/** Add Patient / Add Harvest Center: links follow the spec (a patient's rep is its center's rep). */
export async function createForAdmin(
  ctx: MemberCtx,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    membership: number;
    company?: string;
    phoneNumber?: string;
    harvestCenterId?: number;
    salesRepId?: number;
  },
): Promise<MemberRecord> {
  let salesRepId = input.salesRepId;
  let labId: number | undefined;
  if (input.harvestCenterId !== undefined) {
    const center = await Members.fromId(ctx, input.harvestCenterId);
    if (!center || !center.memberships.includes(Membership.HarvestCenter)) throw invalid('Choose a harvest center of this portal.');
    salesRepId = center.salesRepId ?? salesRepId;
    labId = center.labId;
  }
  const rep = salesRepId === undefined ? undefined : await Members.fromId(ctx, salesRepId);
  if (salesRepId !== undefined && input.harvestCenterId === undefined && !rep?.memberships.includes(Membership.SalesRep))
    throw invalid('Choose a sales rep of this portal.');
  return invite(ctx, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    memberships: [input.membership],
    company: input.company ?? '',
    phoneNumber: input.phoneNumber ?? '',
    harvestCenterId: input.harvestCenterId,
    salesRepId,
    labId,
    signupDate: new Date().toISOString(),
  });
}
