/** A cookie holding a member id: a positive whole number, else nothing. */
const positiveId = (value: string | null | undefined): number | undefined => {
  const text = value?.trim();
  if (!text || !/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
};

/**
 * The member whose records the screens show and change: the one named by the acting-as cookie
 * (the API runs the request as that member), otherwise the signed-in member.
 */
export function actingMemberId(signedInId: number | undefined, actingAs: string | null): number | undefined {
  return positiveId(actingAs) ?? signedInId;
}

interface Impersonation {
  superAdmin: boolean;
  adminId: string | null;
}

interface HcStaffImpersonation {
  hcStaffAccess: string | null;
}

/** An admin's login-as is under way: the admin cookies are set and a member is being acted as. */
export function isAdminActingAs(impersonation: Impersonation, actingAs: string | null): boolean {
  return impersonation.superAdmin && Boolean(impersonation.adminId) && Boolean(actingAs);
}

/** The admin to go back to (spec §4): set while the super-admin flag and the admin id cookies are. */
export function impersonatingAdminId(impersonation: Impersonation): number | undefined {
  return impersonation.superAdmin ? positiveId(impersonation.adminId) : undefined;
}

/** The HC staff member to go back to (spec §4): set while the HC staff access cookie holds an id. */
export function hcStaffAccessId(impersonation: HcStaffImpersonation): number | undefined {
  return positiveId(impersonation.hcStaffAccess);
}
