import { randomUUID } from 'node:crypto';
import { Membership } from '../../../packages/contracts/src';
import { Domains, Members, Products, Reference, type MemberRecord } from '../../../packages/core/src';
import type { harness } from '../harness';

type Harness = ReturnType<typeof harness>;

/** Who sends a fuzzed request: nobody, a forged token, or a signed-in member (HC staff acting as its center). */
export interface Caller {
  name: string;
  headers: Record<string, string>;
}

const members = [
  ['lab', Membership.Lab, 'Processing Lab'],
  ['patient', Membership.Patient, ''],
  ['rep', Membership.SalesRep, ''],
  ['hc', Membership.HarvestCenter, 'Fuzz Clinic'],
  ['rhc', Membership.ReferralHarvestCenter, 'Fuzz Referral'],
  ['manager', Membership.SalesManager, ''],
  ['admin', Membership.Admin, ''],
  ['distributor', Membership.SalesDistributor, ''],
  ['staff', Membership.HcStaff, 'Fuzz Clinic'],
] as const;

/**
 * A white-label domain of its own for the fuzz test, with one linked member per membership (ids 1
 * to 9, as in the demo domains). Whatever a fuzzed request might wrongly do stays inside it: ids
 * are per domain, so no other test's members can be reached.
 */
export async function fuzzDomain(h: Harness) {
  const identifier = `fuzz-${randomUUID().slice(0, 8)}`;
  const domain = await Domains.create(h.core, {
    identifier,
    name: 'Fuzz Portal',
    url: `http://${identifier}.localhost`,
    emailSender: `Fuzz Portal <no-reply@${identifier}.test>`,
    emailNotifications: `support@${identifier}.test`,
  });
  await Reference.seed(h.core, domain.domainId, { 1: 'Vials Checkout', 2: 'Priority Support' });
  await Products.seed(h.core, domain.domainId);
  const ctx = { ...h.core, domain };
  const created = {} as Record<(typeof members)[number][0], MemberRecord>;
  for (const [local, membership, company] of members)
    created[local] = await Members.create(ctx, {
      email: `${local}@${identifier}.test`,
      firstName: 'Fuzz',
      lastName: local,
      memberships: [membership],
      company,
      phoneNumber: '5550100',
      checkAgreement: '2026-01-01 09:00:00',
      password: 'Portal-Fuzz-1',
    });
  const id = (local: keyof typeof created) => created[local].memberId;
  await Members.patch(ctx, id('patient'), { harvestCenterId: id('hc'), salesRepId: id('rep'), labId: id('lab'), tags: [1] });
  await Members.patch(ctx, id('hc'), { labId: id('lab'), salesRepId: id('rep') });
  await Members.patch(ctx, id('staff'), { staffHcIds: [id('hc')] });
  await Members.patch(ctx, id('rhc'), { rhcHcIds: [id('hc')], salesRepId: id('rep') });

  const token = (local: keyof typeof created) => h.login(`${local}@${identifier}.test`, 'Portal-Fuzz-1', identifier);
  const signedIn = (name: string, value: string, extra: Record<string, string> = {}): Caller => ({
    name,
    headers: { Domain: identifier, Authorization: `token ${value}`, ...extra },
  });
  const callers: Caller[] = [
    { name: 'anonymous', headers: { Domain: identifier } },
    signedIn('forged token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'),
    signedIn('patient', await token('patient')),
    signedIn('harvest center', await token('hc')),
    signedIn('admin', await token('admin')),
    signedIn('HC staff as its center', await token('staff'), { 'X-Acting-As': String(id('hc')) }),
  ];
  return { identifier, domainId: domain.domainId, ids: Object.values(created).map((m) => m.memberId), callers };
}
