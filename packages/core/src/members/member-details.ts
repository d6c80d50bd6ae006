import { Membership, type AdminMemberUpdate, type ProfileUpdate } from '@portal/contracts';
import { record } from '../audit/audit';
import type { MemberCtx, MemberRecord } from '../context';
import { invalid } from '../errors';
import { processFields } from '../patients/process';
import { settleTeam } from '../network/teams';
import * as Profile from '../profile/profile';
import * as Staff from '../staff/staff';
import * as Members from './members';

const profileKeys = [
  'first_name',
  'last_name',
  'phone_number',
  'email',
  'company',
  'address1',
  'address2',
  'city',
  'state_desc',
  'country_desc',
  'zip_code',
  'template_id',
] as const;
const processKeys = [
  'date_adipose_shipped_to_lab',
  'date_adipose_received_by_lab',
  'estimated_date_vials_ready_to_ship',
  'set_date_manually',
  'date_vials_ready_to_ship',
  'number_times_qc_done',
  'stemcell_plating_initiated_date',
  'stemcell_plating_successful',
  'hla_typing_test',
  'vials_preparation',
  'vials_ready_ship',
] as const;

/** Each link names a member of one membership. */
const links = {
  saless_rep_id: ['salesRepId', Membership.SalesRep, 'sales rep'],
  sales_manager_id: ['salesManagerId', Membership.SalesManager, 'sales manager'],
  sales_distributor_id: ['salesDistributorId', Membership.SalesDistributor, 'sales distributor'],
  lab_id: ['labId', Membership.Lab, 'lab'],
  harvest_center_id: ['harvestCenterId', Membership.HarvestCenter, 'harvest center'],
  referral_harvest_center_id: ['referralHarvestCenterId', Membership.ReferralHarvestCenter, 'referral harvest center'],
} as const;

async function linked(ctx: MemberCtx, id: number, membership: number, what: string): Promise<MemberRecord> {
  const found = await Members.fromId(ctx, id);
  if (!found || !found.memberships.includes(membership)) throw invalid(`Choose a ${what} of this portal.`);
  return found;
}

/**
 * An admin's User Details save. Links must name members of the right membership; choosing a
 * harvest center sets the patient's sales rep from that center unless a rep is chosen too.
 * The links are checked before anything is written.
 */
export async function update(ctx: MemberCtx, target: MemberRecord, input: AdminMemberUpdate): Promise<MemberRecord> {
  const fields: Members.MemberPatch = {};
  if (input.memberships) fields.memberships = input.memberships;
  if (input.tags) fields.tags = [...new Set(input.tags)];
  for (const [key, [field, membership, what]] of Object.entries(links)) {
    const value = input[key as keyof typeof links];
    if (value === undefined) continue;
    if (value === null) fields[field] = undefined;
    else fields[field] = (await linked(ctx, value, membership, what)).memberId;
  }
  if (input.harvest_center_id && input.saless_rep_id === undefined) {
    const center = await linked(ctx, input.harvest_center_id, Membership.HarvestCenter, 'harvest center');
    if (center.salesRepId) fields.salesRepId = center.salesRepId;
  }
  if (input.staff_hc_ids) {
    for (const id of input.staff_hc_ids) await linked(ctx, id, Membership.HarvestCenter, 'harvest center');
    Object.assign(fields, Staff.associationFields(target, input.staff_hc_ids));
  }
  if (processKeys.some((k) => input[k] !== undefined)) Object.assign(fields, processFields(input, target));

  let current = target;
  if (profileKeys.some((k) => input[k] !== undefined)) {
    const view = Members.view(target);
    const profile: ProfileUpdate = {
      first_name: input.first_name ?? view.first_name,
      last_name: input.last_name ?? view.last_name,
      phone_number: input.phone_number ?? view.phone_number,
      email: input.email ?? view.email,
      company: input.company ?? view.company,
      address1: input.address1 ?? view.address1,
      address2: input.address2 ?? view.address2,
      city: input.city ?? view.city,
      state_desc: input.state_desc ?? view.state_desc,
      country_desc: input.country_desc ?? view.country_desc,
      zip_code: input.zip_code ?? view.zip_code,
      template_id: input.template_id,
    };
    const probe = { ...target, memberships: fields.memberships ?? target.memberships };
    current = await Profile.update(ctx, probe, profile);
  }
  if (Object.keys(fields).length) current = await Members.patch(ctx, target.memberId, fields);
  if (['salesRepId', 'salesManagerId', 'salesDistributorId', 'memberships'].some((f) => f in fields)) current = await settleTeam(ctx, current);
  if (input.memberships && input.memberships.join() !== target.memberships.join())
    await ctx.providers.identity.updateMemberships(target.identityUsername, input.memberships);
  await record(ctx, { action: 'member.details-updated', target: `member:${target.memberId}`, detail: Object.keys(input).join(',') });
  return current;
}
