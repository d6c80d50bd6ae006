import { Membership, type HcAttestationView, type MemberView } from '@portal/contracts';

/** Harvest centers (4) and HC staff (9) have a signing template, made from their signed attestation (spec §9). */
const signingTemplateMemberships: readonly number[] = [Membership.HarvestCenter, Membership.HcStaff];

type Member = Pick<MemberView, 'membership' | 'template_id'>;

export const hasSigningTemplateFeatures = (member: Pick<MemberView, 'membership'>): boolean =>
  member.membership.some((m) => signingTemplateMemberships.includes(m.id));

/** The Sign Attestation Document button shows until the member has a signing template (spec §2 Profile). */
export const canSignAttestation = (member: Member): boolean => hasSigningTemplateFeatures(member) && !member.template_id.trim();

/** The signed attestation's PDF, once the attestation is completed and its file is stored. */
export const signedAttestationFile = (attestation: HcAttestationView | undefined): string | null =>
  attestation?.status === 'Completed' && attestation.file ? attestation.file : null;

/** Only a harvest center has an attestation record to read (documents/harvest-center/{id}/attestation/); its staff sign with a button alone. */
export const hasAttestationRecord = (member: Pick<MemberView, 'membership'>): boolean => member.membership.some((m) => m.id === Membership.HarvestCenter);
