/** The home dashboard's sections by plan (spec §2 'Home dashboard by membership id'). */
const sectionsByPlan: Record<number, readonly string[]> = {
  1: ['Patients'],
  2: ['Vials History', 'Documents'],
  3: ['Referral Links'],
  4: ['Patients'],
  5: ['Patients'],
  6: ['Sales Rep Team'],
  7: ['Users List'],
  8: ['Sales Manager Team'],
  9: ['Associated Harvest Centers'],
};

export function dashboardSections(plan: number | undefined): readonly string[] {
  return plan === undefined ? [] : (sectionsByPlan[plan] ?? []);
}
