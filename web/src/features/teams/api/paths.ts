/** The API paths of the rep's and the teams' lists and of the team removals, by the owner's id. */
export const teamApi = {
  repCenters: (repId: number) => `harvest-centers/sales-rep/${repId}/`,
  repReferralCenters: (repId: number) => `referral-harvest-centers/sales-rep/${repId}/`,
  repPatients: (repId: number) => `users/sales-rep/${repId}/`,
  managerReps: (managerId: number) => `sales-rep/sales-manager/list/${managerId}/`,
  managerPatients: (managerId: number) => `sales-managers/${managerId}/patients/`,
  distributorManagers: (distributorId: number) => `sales-distributors/${distributorId}/sales-managers/`,
  distributorReps: (distributorId: number) => `sales-distributors/${distributorId}/sales-rep/`,
  distributorPatients: (distributorId: number) => `sales-distributors/${distributorId}/patients/`,
  /** A manager takes a rep off its team. */
  removeRep: (repId: number) => `sales-rep/${repId}/remove-team/`,
  /** A distributor takes a manager off its team. */
  removeManager: (managerId: number) => `sales-distributors/${managerId}/remove-team/`,
};

/** A list's path for the acting member, or undefined (the list waits) while it is not known. */
export const ownerPath = (path: (id: number) => string, ownerId: number | undefined) => (ownerId === undefined ? undefined : path(ownerId));
